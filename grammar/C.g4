// ANTLR4 grammar for C11 with the GNU extensions that C programs and the system's (glibc, gcc) headers use,
// read after the system preprocessor ran (so gcc line markers `# 12 "file.c"` and `#pragma` lines may appear
// between tokens). Semantic analysis decides what polyts translates; the grammar accepts what gcc accepts.
//
// Typedef names: C cannot be parsed without knowing which identifiers name types (`(T)*x`,
// `T * x;`). The lexer never produces TypedefName; the token stream in
// src/frontend/typedefTokens.ts labels an identifier token TypedefName or Identifier each time the
// parser looks at it, from the typedef scopes a parse listener (same file) keeps up to date.
//
// GNU syntax: `__attribute__((...))` wherever gcc accepts it, `asm` labels and statements, `__extension__`,
// statement expressions `({ ... })`, `typeof`, case ranges, `__builtin_va_arg` / `__builtin_offsetof` /
// `__builtin_types_compatible_p` (builtins that take types). Constructs polyts cannot translate are still
// parsed so that semantic analysis or emission can name them in an `unsupported C construct` error.
grammar C;

tokens { TypedefName }

// ---------------------------------------------------------------------------------------------
// Top level

// Rules are kept flat where a wrapper rule would only add a parse-tree node: ANTLR's runtime cost
// is dominated by the number of rule contexts it creates.
translationUnit : (externalDeclaration | staticAssertDeclaration | asmStatement | pragmaLine | Semi)* EOF ;

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

staticAssertDeclaration : StaticAssert LeftParen expr (Comma StringLiteral+)? RightParen Semi ;

// `__extension__` only silences pedantic warnings; it is accepted (and ignored) among the specifiers.
declarationSpecifiers
    : ( storageClassSpecifier | typeSpecifier | typeQualifier | functionSpecifier
      | alignmentSpecifier | gnuAttribute | Extension
      )+
    ;

storageClassSpecifier : Typedef | Extern | Static | Auto | Register | ThreadLocal ;

typeSpecifier
    : Void | Char | Short | Int | Long | Float | Double | Signed | Unsigned | Bool | Complex
    | Int128 | ExtendedFloat | AutoType
    | structOrUnionSpecifier
    | enumSpecifier
    | typeofSpecifier
    | atomicTypeSpecifier
    | TypedefName
    ;

typeofSpecifier : Typeof LeftParen (typeName | expression) RightParen ;

atomicTypeSpecifier : Atomic LeftParen typeName RightParen ;

typeQualifier : Const | Restrict | Volatile | Atomic ;

functionSpecifier : Inline | Noreturn ;

alignmentSpecifier : Alignas LeftParen (typeName | expr) RightParen ;

// `__attribute__((name, name(args), ...))`. Arguments are expressions for the attributes polyts reads
// (`aligned(64)`, `mode(DI)`); anything else inside balanced parentheses is accepted and ignored.
gnuAttribute : Attribute LeftParen LeftParen attributeItem? (Comma attributeItem?)* RightParen RightParen ;

attributeItem : attributeName (LeftParen (expr (Comma expr)*)? RightParen | LeftParen balancedTokens* RightParen)? ;

attributeName : ~(Comma | LeftParen | RightParen) ;

balancedTokens : LeftParen balancedTokens* RightParen | ~(LeftParen | RightParen) ;

// `asm("symbol")` after a declarator names the symbol the declaration links to.
asmLabel : Asm LeftParen StringLiteral+ RightParen ;

structOrUnionSpecifier
    : structOrUnion gnuAttribute* tag? LeftBrace (structDeclaration | staticAssertDeclaration | Semi)* RightBrace gnuAttribute*
    | structOrUnion gnuAttribute* tag
    ;

structOrUnion : Struct | Union ;

tag : Identifier | TypedefName ;

// A member list without declarators is an anonymous struct or union member (C11 6.7.2.1p13).
structDeclaration : specifierQualifierList structDeclaratorList? Semi ;

specifierQualifierList : (typeSpecifier | typeQualifier | alignmentSpecifier | gnuAttribute | Extension)+ ;

structDeclaratorList : structDeclarator (Comma structDeclarator)* ;

structDeclarator
    : declarator (Colon expr gnuAttribute*)?
    | Colon expr gnuAttribute*
    ;

enumSpecifier
    : Enum gnuAttribute* tag? LeftBrace enumerator (Comma enumerator)* Comma? RightBrace gnuAttribute*
    | Enum gnuAttribute* tag
    ;

enumerator : Identifier gnuAttribute* (Assign expr)? ;

initDeclarator : declarator (Assign initializer)? ;

initializer
    : expr
    | LeftBrace (initializerList Comma?)? RightBrace
    ;

initializerList : designatedInitializer (Comma designatedInitializer)* ;

designatedInitializer : (designator+ Assign?)? initializer ;

// `[lo ... hi]` is GNU's range designator.
designator
    : LeftBracket expr (Ellipsis expr)? RightBracket
    | Dot (Identifier | TypedefName)
    ;

// Attributes and asm labels after a declarator (`int f(void) __attribute__((noinline));`).
declarator : pointer* directDeclarator (asmLabel | gnuAttribute)* ;

pointer : Star (typeQualifier | gnuAttribute)* ;

directDeclarator
    : Identifier                                                        # nameDeclarator
    | LeftParen gnuAttribute* declarator RightParen                     # parenDeclarator
    | directDeclarator LeftBracket arrayQualifier* expr? RightBracket   # arrayDeclarator
    | directDeclarator LeftParen parameterTypeList? RightParen          # functionDeclarator
    ;

// `static` and qualifiers inside parameter array brackets: `double A[restrict N]`.
arrayQualifier : typeQualifier | Static ;

parameterTypeList : parameterDeclaration (Comma parameterDeclaration)* (Comma Ellipsis)? ;

parameterDeclaration : declarationSpecifiers (declarator | abstractDeclarator)? ;

typeName : specifierQualifierList abstractDeclarator? ;

abstractDeclarator
    : pointer+ directAbstractDeclarator? gnuAttribute*
    | directAbstractDeclarator gnuAttribute*
    ;

directAbstractDeclarator
    : LeftParen gnuAttribute* abstractDeclarator RightParen                     # parenAbstract
    | LeftBracket arrayQualifier* expr? RightBracket                            # arrayAbstract
    | LeftParen parameterTypeList? RightParen                                   # functionAbstract
    | directAbstractDeclarator LeftBracket arrayQualifier* expr? RightBracket   # arrayAbstractSuffix
    | directAbstractDeclarator LeftParen parameterTypeList? RightParen          # functionAbstractSuffix
    ;

// ---------------------------------------------------------------------------------------------
// Statements

compoundStatement : LeftBrace (declaration | staticAssertDeclaration | statement | pragmaLine)* RightBrace ;

statement
    : compoundStatement                                                         # compound
    | expression? Semi                                                          # expressionStatement
    | gnuAttribute+ Semi                                                        # attributeStatement
    | If LeftParen expression RightParen statement (Else statement)?            # ifStatement
    | While LeftParen expression RightParen statement                           # whileStatement
    | Do statement While LeftParen expression RightParen Semi                   # doStatement
    | For LeftParen forInit expression? Semi expression? RightParen statement   # forStatement
    | Continue Semi                                                             # continueStatement
    | Break Semi                                                                # breakStatement
    | Return expression? Semi                                                   # returnStatement
    | Goto Identifier Semi                                                      # gotoStatement
    | Switch LeftParen expression RightParen statement                          # switchStatement
    | Case expr (Ellipsis expr)? Colon statement                                # caseStatement
    | Default Colon statement                                                   # defaultStatement
    | Identifier Colon gnuAttribute* statement                                  # labeledStatement
    | asmStatement                                                              # asmStatementStatement
    ;

// GNU inline assembly: `asm volatile ("..." : outputs : inputs : clobbers);`, kept as balanced tokens.
asmStatement : Asm (typeQualifier | Inline | Goto)* LeftParen balancedTokens* RightParen Semi ;

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
    | LeftParen compoundStatement RightParen                            # statementExpression
    | LeftParen typeName RightParen LeftBrace (initializerList Comma?)? RightBrace  # compoundLiteral
    | BuiltinVaArg LeftParen expr Comma typeName RightParen             # vaArg
    | BuiltinOffsetof LeftParen typeName Comma offsetofMember RightParen  # offsetOf
    | BuiltinTypesCompatible LeftParen typeName Comma typeName RightParen  # typesCompatible
    | Generic LeftParen expr (Comma genericAssociation)+ RightParen     # genericSelection
    | expr LeftBracket expression RightBracket                          # index
    | expr LeftParen argumentList? RightParen                           # call
    | expr op=(Dot | Arrow) (Identifier | TypedefName)                  # member
    | expr op=(PlusPlus | MinusMinus)                                   # postIncDec
    | op=(PlusPlus | MinusMinus) expr                                   # preIncDec
    | op=(And | Star | Plus | Minus | Tilde | Not | Extension | Real | Imag) expr  # unary
    | Sizeof LeftParen typeName RightParen                              # sizeofType
    | Sizeof expr                                                       # sizeofExpr
    | Alignof LeftParen typeName RightParen                             # alignofType
    | Alignof expr                                                      # alignofExpr
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

offsetofMember : (Identifier | TypedefName) (Dot (Identifier | TypedefName) | LeftBracket expr RightBracket)* ;

genericAssociation : (typeName | Default) Colon expr ;

assignmentOperator
    : Assign | StarAssign | DivAssign | ModAssign | PlusAssign | MinusAssign
    | LeftShiftAssign | RightShiftAssign | AndAssign | XorAssign | OrAssign
    ;

// ---------------------------------------------------------------------------------------------
// Lexer

Attribute : '__attribute__' | '__attribute' ;
Asm : 'asm' | '__asm' | '__asm__' ;
Extension : '__extension__' ;
Typeof : 'typeof' | '__typeof__' | '__typeof' ;
AutoType : '__auto_type' ;
Real : '__real__' | '__real' ;
Imag : '__imag__' | '__imag' ;
BuiltinVaArg : '__builtin_va_arg' ;
BuiltinOffsetof : '__builtin_offsetof' ;
BuiltinTypesCompatible : '__builtin_types_compatible_p' ;
Int128 : '__int128' | '__int128__' ;
// Floating types gcc knows besides float and double; declarations of them are accepted, values are not.
ExtendedFloat : '_Float16' | '_Float32' | '_Float64' | '_Float128' | '_Float32x' | '_Float64x' | '_Float128x'
    | '__float128' | '__float80' | '__ibm128' | '__bf16' | '__fp16' | '_Decimal32' | '_Decimal64' | '_Decimal128' ;
Alignas : '_Alignas' ;
Alignof : '_Alignof' | '__alignof__' | '__alignof' ;
Atomic : '_Atomic' ;
Generic : '_Generic' ;
Noreturn : '_Noreturn' ;
StaticAssert : '_Static_assert' ;
ThreadLocal : '_Thread_local' | '__thread' ;
Auto : 'auto' ;
Break : 'break' ;
Case : 'case' ;
Char : 'char' ;
Const : 'const' | '__const' | '__const__' ;
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
Signed : 'signed' | '__signed' | '__signed__' ;
Sizeof : 'sizeof' ;
Static : 'static' ;
Struct : 'struct' ;
Switch : 'switch' ;
Typedef : 'typedef' ;
Union : 'union' ;
Unsigned : 'unsigned' ;
Void : 'void' ;
Volatile : 'volatile' | '__volatile' | '__volatile__' ;
While : 'while' ;
Bool : '_Bool' ;
Complex : '_Complex' | '__complex__' | '__complex' ;

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

// Wide and UTF prefixes (`L'x'`, `u8"..."`) are lexed so that a program using them gets a precise message.
CharacterConstant : ( 'L' | 'u' | 'U' )? '\'' ( ~['\\\r\n] | '\\' ~[\r\n] )* '\'' ;

StringLiteral : ( 'L' | 'u8' | 'u' | 'U' )? '"' ( ~["\\\r\n] | '\\' ~[\r\n] )* '"' ;

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
