// ANTLR4 grammar for the C99 subset polyts compiles, read after the system preprocessor ran
// (so gcc line markers `# 12 "file.c"` and `#pragma` lines may appear between tokens).
//
// Typedef names: C cannot be parsed without knowing which identifiers name types (`(T)*x`,
// `T * x;`). The lexer never produces TypedefName; the token stream in
// src/frontend/typedefTokens.ts labels an identifier token TypedefName or Identifier each time the
// parser looks at it, from the typedef scopes a parse listener (same file) keeps up to date.
//
// Constructs outside the subset (switch, goto, enum, union, initializer lists, ...) are still
// parsed here so that semantic analysis can name them in an `unsupported C construct` error
// instead of reporting a confusing syntax error.
grammar C;

tokens { TypedefName }

// ---------------------------------------------------------------------------------------------
// Top level

// Rules are kept flat where a wrapper rule would only add a parse-tree node: ANTLR's runtime cost
// is dominated by the number of rule contexts it creates.
translationUnit : (externalDeclaration | pragmaLine | Semi)* EOF ;

// A function definition and a file-scope declaration share their specifiers and first declarator;
// the token after that declarator (`{` or not) tells them apart. Writing them as two alternatives
// would make ANTLR's prediction scan every prototype to its end.
externalDeclaration
    : declarationSpecifiers
      ( Semi
      | declarator ( compoundStatement | (Assign initializer)? (Comma initDeclarator)* Semi )
      )
    ;

pragmaLine : PragmaLine ;

// ---------------------------------------------------------------------------------------------
// Declarations

declaration : declarationSpecifiers (initDeclarator (Comma initDeclarator)*)? Semi ;

declarationSpecifiers : (storageClassSpecifier | typeSpecifier | typeQualifier | functionSpecifier)+ ;

storageClassSpecifier : Typedef | Extern | Static | Auto | Register ;

typeSpecifier
    : Void | Char | Short | Int | Long | Float | Double | Signed | Unsigned | Bool | Complex
    | structOrUnionSpecifier
    | enumSpecifier
    | TypedefName
    ;

typeQualifier : Const | Restrict | Volatile ;

functionSpecifier : Inline ;

structOrUnionSpecifier
    : structOrUnion tag? LeftBrace structDeclaration* RightBrace
    | structOrUnion tag
    ;

structOrUnion : Struct | Union ;

tag : Identifier | TypedefName ;

structDeclaration : specifierQualifierList structDeclaratorList? Semi ;

specifierQualifierList : (typeSpecifier | typeQualifier)+ ;

structDeclaratorList : structDeclarator (Comma structDeclarator)* ;

structDeclarator
    : declarator (Colon expr)?
    | Colon expr
    ;

enumSpecifier
    : Enum tag? LeftBrace enumerator (Comma enumerator)* Comma? RightBrace
    | Enum tag
    ;

enumerator : Identifier (Assign expr)? ;

initDeclarator : declarator (Assign initializer)? ;

initializer
    : expr
    | LeftBrace initializer (Comma initializer)* Comma? RightBrace
    ;

declarator : pointer* directDeclarator ;

pointer : Star typeQualifier* ;

directDeclarator
    : Identifier                                                        # nameDeclarator
    | LeftParen declarator RightParen                                   # parenDeclarator
    | directDeclarator LeftBracket arrayQualifier* expr? RightBracket   # arrayDeclarator
    | directDeclarator LeftParen parameterTypeList? RightParen          # functionDeclarator
    ;

// `static` and qualifiers inside parameter array brackets: `double A[restrict N]`.
arrayQualifier : typeQualifier | Static ;

parameterTypeList : parameterDeclaration (Comma parameterDeclaration)* (Comma Ellipsis)? ;

parameterDeclaration : declarationSpecifiers (declarator | abstractDeclarator)? ;

typeName : specifierQualifierList abstractDeclarator? ;

abstractDeclarator
    : pointer+ directAbstractDeclarator?
    | directAbstractDeclarator
    ;

directAbstractDeclarator
    : LeftParen abstractDeclarator RightParen                                   # parenAbstract
    | LeftBracket arrayQualifier* expr? RightBracket                            # arrayAbstract
    | LeftParen parameterTypeList? RightParen                                   # functionAbstract
    | directAbstractDeclarator LeftBracket arrayQualifier* expr? RightBracket   # arrayAbstractSuffix
    | directAbstractDeclarator LeftParen parameterTypeList? RightParen          # functionAbstractSuffix
    ;

// ---------------------------------------------------------------------------------------------
// Statements

compoundStatement : LeftBrace (declaration | statement | pragmaLine)* RightBrace ;

statement
    : compoundStatement                                                         # compound
    | expression? Semi                                                          # expressionStatement
    | If LeftParen expression RightParen statement (Else statement)?            # ifStatement
    | While LeftParen expression RightParen statement                           # whileStatement
    | Do statement While LeftParen expression RightParen Semi                   # doStatement
    | For LeftParen forInit expression? Semi expression? RightParen statement   # forStatement
    | Continue Semi                                                             # continueStatement
    | Break Semi                                                                # breakStatement
    | Return expression? Semi                                                   # returnStatement
    | Goto Identifier Semi                                                      # gotoStatement
    | Switch LeftParen expression RightParen statement                          # switchStatement
    | Case expr Colon statement                                                 # caseStatement
    | Default Colon statement                                                   # defaultStatement
    | Identifier Colon statement                                                # labeledStatement
    ;

forInit
    : declaration
    | expression? Semi
    ;

// ---------------------------------------------------------------------------------------------
// Expressions. Alternatives are listed from the tightest-binding to the loosest (ANTLR's rule for
// left-recursive rules), which gives C's precedence table.

expression : expr (Comma expr)* ;

expr
    : Identifier                                                        # identifier
    | Number                                                            # number
    | CharacterConstant                                                 # character
    | StringLiteral+                                                    # string
    | LeftParen expression RightParen                                   # parenthesized
    | expr LeftBracket expression RightBracket                          # index
    | expr LeftParen argumentList? RightParen                           # call
    | expr op=(Dot | Arrow) (Identifier | TypedefName)                  # member
    | expr op=(PlusPlus | MinusMinus)                                   # postIncDec
    | op=(PlusPlus | MinusMinus) expr                                   # preIncDec
    | op=(And | Star | Plus | Minus | Tilde | Not) expr                 # unary
    | Sizeof LeftParen typeName RightParen                              # sizeofType
    | Sizeof expr                                                       # sizeofExpr
    | LeftParen typeName RightParen expr                                # cast
    | expr op=(Star | Div | Mod) expr                                   # binary
    | expr op=(Plus | Minus) expr                                       # binary
    | expr op=(LeftShift | RightShift) expr                             # binary
    | expr op=(Less | Greater | LessEqual | GreaterEqual) expr          # binary
    | expr op=(Equal | NotEqual) expr                                   # binary
    | expr op=And expr                                                  # binary
    | expr op=Caret expr                                                # binary
    | expr op=Or expr                                                   # binary
    | expr op=AndAnd expr                                               # binary
    | expr op=OrOr expr                                                 # binary
    | <assoc=right> expr Question expression Colon expr                 # conditional
    | <assoc=right> expr assignmentOperator expr                        # assignment
    ;

argumentList : expr (Comma expr)* ;

assignmentOperator
    : Assign | StarAssign | DivAssign | ModAssign | PlusAssign | MinusAssign
    | LeftShiftAssign | RightShiftAssign | AndAssign | XorAssign | OrAssign
    ;

// ---------------------------------------------------------------------------------------------
// Lexer

Auto : 'auto' ;
Break : 'break' ;
Case : 'case' ;
Char : 'char' ;
Const : 'const' ;
Continue : 'continue' ;
Default : 'default' ;
Do : 'do' ;
Double : 'double' ;
Else : 'else' ;
Enum : 'enum' ;
Extern : 'extern' ;
Float : 'float' ;
For : 'for' ;
Goto : 'goto' ;
If : 'if' ;
Inline : 'inline' | '__inline' | '__inline__' ;
Int : 'int' ;
Long : 'long' ;
Register : 'register' ;
Restrict : 'restrict' | '__restrict' | '__restrict__' ;
Return : 'return' ;
Short : 'short' ;
Signed : 'signed' ;
Sizeof : 'sizeof' ;
Static : 'static' ;
Struct : 'struct' ;
Switch : 'switch' ;
Typedef : 'typedef' ;
Union : 'union' ;
Unsigned : 'unsigned' ;
Void : 'void' ;
Volatile : 'volatile' ;
While : 'while' ;
Bool : '_Bool' ;
Complex : '_Complex' ;

LeftParen : '(' ;
RightParen : ')' ;
LeftBracket : '[' ;
RightBracket : ']' ;
LeftBrace : '{' ;
RightBrace : '}' ;
Less : '<' ;
LessEqual : '<=' ;
Greater : '>' ;
GreaterEqual : '>=' ;
LeftShift : '<<' ;
RightShift : '>>' ;
Plus : '+' ;
PlusPlus : '++' ;
Minus : '-' ;
MinusMinus : '--' ;
Star : '*' ;
Div : '/' ;
Mod : '%' ;
And : '&' ;
Or : '|' ;
AndAnd : '&&' ;
OrOr : '||' ;
Caret : '^' ;
Not : '!' ;
Tilde : '~' ;
Question : '?' ;
Colon : ':' ;
Semi : ';' ;
Comma : ',' ;
Assign : '=' ;
StarAssign : '*=' ;
DivAssign : '/=' ;
ModAssign : '%=' ;
PlusAssign : '+=' ;
MinusAssign : '-=' ;
LeftShiftAssign : '<<=' ;
RightShiftAssign : '>>=' ;
AndAssign : '&=' ;
XorAssign : '^=' ;
OrAssign : '|=' ;
Equal : '==' ;
NotEqual : '!=' ;
Arrow : '->' ;
Dot : '.' ;
Ellipsis : '...' ;

Identifier : [a-zA-Z_] [a-zA-Z_0-9]* ;

// A C "preprocessing number": integer and floating constants, classified and checked (digits,
// suffixes) when the syntax tree is built, so a bad constant gets a precise message.
Number : '.'? [0-9] ( [eEpP] [+-] | [a-zA-Z_0-9.] )* ;

CharacterConstant : '\'' ( ~['\\\r\n] | '\\' ~[\r\n] )* '\'' ;

StringLiteral : '"' ( ~["\\\r\n] | '\\' ~[\r\n] )* '"' ;

// `#pragma ...` lines survive preprocessing; `#pragma scop` / `#pragma endscop` mark SCoPs.
PragmaLine : '#' [ \t]* 'pragma' ~[\r\n]* ;

// gcc line markers (`# 12 "file.c" 2`) and `#line` directives: read by src/frontend/lineMap.ts.
LineMarker : '#' [ \t]* ( [0-9] | 'line' ) ~[\r\n]* -> channel(HIDDEN) ;

// Any other directive means the input was not preprocessed; no parser rule accepts it.
Directive : '#' ~[\r\n]* ;

Whitespace : [ \t\f\u000B]+ -> skip ;
Newline : ( '\r' '\n'? | '\n' ) -> skip ;
LineContinuation : '\\' '\r'? '\n' -> skip ;
BlockComment : '/*' .*? '*/' -> skip ;
LineComment : '//' ~[\r\n]* -> skip ;
