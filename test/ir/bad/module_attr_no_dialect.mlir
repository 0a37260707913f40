// ERROR: 3:1: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'answer'
// builtin.module attributes must carry a dialect prefix.
module attributes {answer = 42 : i64} {
}
