// Generated from grammar/C.g4 by ANTLR 4.13.1

import * as antlr from "antlr4ng";
import { Token } from "antlr4ng";

// for running tests with parameters, TODO: discuss strategy for typed parameters in CI
// eslint-disable-next-line no-unused-vars
type int = number;


export class CParser extends antlr.Parser {
    public static readonly Attribute = 1;
    public static readonly Asm = 2;
    public static readonly Extension = 3;
    public static readonly Typeof = 4;
    public static readonly AutoType = 5;
    public static readonly Real = 6;
    public static readonly Imag = 7;
    public static readonly BuiltinVaArg = 8;
    public static readonly BuiltinOffsetof = 9;
    public static readonly BuiltinTypesCompatible = 10;
    public static readonly Int128 = 11;
    public static readonly ExtendedFloat = 12;
    public static readonly Alignas = 13;
    public static readonly Alignof = 14;
    public static readonly Atomic = 15;
    public static readonly Generic = 16;
    public static readonly Noreturn = 17;
    public static readonly StaticAssert = 18;
    public static readonly ThreadLocal = 19;
    public static readonly Auto = 20;
    public static readonly Break = 21;
    public static readonly Case = 22;
    public static readonly Char = 23;
    public static readonly Const = 24;
    public static readonly Continue = 25;
    public static readonly Default = 26;
    public static readonly Do = 27;
    public static readonly Double = 28;
    public static readonly Else = 29;
    public static readonly Enum = 30;
    public static readonly Extern = 31;
    public static readonly Float = 32;
    public static readonly For = 33;
    public static readonly Goto = 34;
    public static readonly If = 35;
    public static readonly Inline = 36;
    public static readonly Int = 37;
    public static readonly Long = 38;
    public static readonly Register = 39;
    public static readonly Restrict = 40;
    public static readonly Return = 41;
    public static readonly Short = 42;
    public static readonly Signed = 43;
    public static readonly Sizeof = 44;
    public static readonly Static = 45;
    public static readonly Struct = 46;
    public static readonly Switch = 47;
    public static readonly Typedef = 48;
    public static readonly Union = 49;
    public static readonly Unsigned = 50;
    public static readonly Void = 51;
    public static readonly Volatile = 52;
    public static readonly While = 53;
    public static readonly Bool = 54;
    public static readonly Complex = 55;
    public static readonly LeftParen = 56;
    public static readonly RightParen = 57;
    public static readonly LeftBracket = 58;
    public static readonly RightBracket = 59;
    public static readonly LeftBrace = 60;
    public static readonly RightBrace = 61;
    public static readonly Less = 62;
    public static readonly LessEqual = 63;
    public static readonly Greater = 64;
    public static readonly GreaterEqual = 65;
    public static readonly LeftShift = 66;
    public static readonly RightShift = 67;
    public static readonly Plus = 68;
    public static readonly PlusPlus = 69;
    public static readonly Minus = 70;
    public static readonly MinusMinus = 71;
    public static readonly Star = 72;
    public static readonly Div = 73;
    public static readonly Mod = 74;
    public static readonly And = 75;
    public static readonly Or = 76;
    public static readonly AndAnd = 77;
    public static readonly OrOr = 78;
    public static readonly Caret = 79;
    public static readonly Not = 80;
    public static readonly Tilde = 81;
    public static readonly Question = 82;
    public static readonly Colon = 83;
    public static readonly Semi = 84;
    public static readonly Comma = 85;
    public static readonly Assign = 86;
    public static readonly StarAssign = 87;
    public static readonly DivAssign = 88;
    public static readonly ModAssign = 89;
    public static readonly PlusAssign = 90;
    public static readonly MinusAssign = 91;
    public static readonly LeftShiftAssign = 92;
    public static readonly RightShiftAssign = 93;
    public static readonly AndAssign = 94;
    public static readonly XorAssign = 95;
    public static readonly OrAssign = 96;
    public static readonly Equal = 97;
    public static readonly NotEqual = 98;
    public static readonly Arrow = 99;
    public static readonly Dot = 100;
    public static readonly Ellipsis = 101;
    public static readonly Identifier = 102;
    public static readonly Number = 103;
    public static readonly CharacterConstant = 104;
    public static readonly StringLiteral = 105;
    public static readonly PragmaLine = 106;
    public static readonly LineMarker = 107;
    public static readonly Directive = 108;
    public static readonly Whitespace = 109;
    public static readonly Newline = 110;
    public static readonly LineContinuation = 111;
    public static readonly BlockComment = 112;
    public static readonly LineComment = 113;
    public static readonly TypedefName = 114;
    public static readonly RULE_translationUnit = 0;
    public static readonly RULE_externalDeclaration = 1;
    public static readonly RULE_pragmaLine = 2;
    public static readonly RULE_declaration = 3;
    public static readonly RULE_staticAssertDeclaration = 4;
    public static readonly RULE_declarationSpecifiers = 5;
    public static readonly RULE_storageClassSpecifier = 6;
    public static readonly RULE_typeSpecifier = 7;
    public static readonly RULE_typeofSpecifier = 8;
    public static readonly RULE_atomicTypeSpecifier = 9;
    public static readonly RULE_typeQualifier = 10;
    public static readonly RULE_functionSpecifier = 11;
    public static readonly RULE_alignmentSpecifier = 12;
    public static readonly RULE_gnuAttribute = 13;
    public static readonly RULE_attributeItem = 14;
    public static readonly RULE_attributeName = 15;
    public static readonly RULE_balancedTokens = 16;
    public static readonly RULE_asmLabel = 17;
    public static readonly RULE_structOrUnionSpecifier = 18;
    public static readonly RULE_structOrUnion = 19;
    public static readonly RULE_tag = 20;
    public static readonly RULE_structDeclaration = 21;
    public static readonly RULE_specifierQualifierList = 22;
    public static readonly RULE_structDeclaratorList = 23;
    public static readonly RULE_structDeclarator = 24;
    public static readonly RULE_enumSpecifier = 25;
    public static readonly RULE_enumerator = 26;
    public static readonly RULE_initDeclarator = 27;
    public static readonly RULE_initializer = 28;
    public static readonly RULE_initializerList = 29;
    public static readonly RULE_designatedInitializer = 30;
    public static readonly RULE_designator = 31;
    public static readonly RULE_declarator = 32;
    public static readonly RULE_pointer = 33;
    public static readonly RULE_directDeclarator = 34;
    public static readonly RULE_arrayQualifier = 35;
    public static readonly RULE_parameterTypeList = 36;
    public static readonly RULE_parameterDeclaration = 37;
    public static readonly RULE_typeName = 38;
    public static readonly RULE_abstractDeclarator = 39;
    public static readonly RULE_directAbstractDeclarator = 40;
    public static readonly RULE_compoundStatement = 41;
    public static readonly RULE_statement = 42;
    public static readonly RULE_asmStatement = 43;
    public static readonly RULE_forInit = 44;
    public static readonly RULE_expression = 45;
    public static readonly RULE_expr = 46;
    public static readonly RULE_argumentList = 47;
    public static readonly RULE_offsetofMember = 48;
    public static readonly RULE_genericAssociation = 49;
    public static readonly RULE_assignmentOperator = 50;

    public static readonly literalNames = [
        null, null, null, "'__extension__'", null, "'__auto_type'", null, 
        null, "'__builtin_va_arg'", "'__builtin_offsetof'", "'__builtin_types_compatible_p'", 
        null, null, "'_Alignas'", null, "'_Atomic'", "'_Generic'", "'_Noreturn'", 
        "'_Static_assert'", null, "'auto'", "'break'", "'case'", "'char'", 
        null, "'continue'", "'default'", "'do'", "'double'", "'else'", "'enum'", 
        "'extern'", "'float'", "'for'", "'goto'", "'if'", null, "'int'", 
        "'long'", "'register'", null, "'return'", "'short'", null, "'sizeof'", 
        "'static'", "'struct'", "'switch'", "'typedef'", "'union'", "'unsigned'", 
        "'void'", null, "'while'", "'_Bool'", null, "'('", "')'", "'['", 
        "']'", "'{'", "'}'", "'<'", "'<='", "'>'", "'>='", "'<<'", "'>>'", 
        "'+'", "'++'", "'-'", "'--'", "'*'", "'/'", "'%'", "'&'", "'|'", 
        "'&&'", "'||'", "'^'", "'!'", "'~'", "'?'", "':'", "';'", "','", 
        "'='", "'*='", "'/='", "'%='", "'+='", "'-='", "'<<='", "'>>='", 
        "'&='", "'^='", "'|='", "'=='", "'!='", "'->'", "'.'", "'...'"
    ];

    public static readonly symbolicNames = [
        null, "Attribute", "Asm", "Extension", "Typeof", "AutoType", "Real", 
        "Imag", "BuiltinVaArg", "BuiltinOffsetof", "BuiltinTypesCompatible", 
        "Int128", "ExtendedFloat", "Alignas", "Alignof", "Atomic", "Generic", 
        "Noreturn", "StaticAssert", "ThreadLocal", "Auto", "Break", "Case", 
        "Char", "Const", "Continue", "Default", "Do", "Double", "Else", 
        "Enum", "Extern", "Float", "For", "Goto", "If", "Inline", "Int", 
        "Long", "Register", "Restrict", "Return", "Short", "Signed", "Sizeof", 
        "Static", "Struct", "Switch", "Typedef", "Union", "Unsigned", "Void", 
        "Volatile", "While", "Bool", "Complex", "LeftParen", "RightParen", 
        "LeftBracket", "RightBracket", "LeftBrace", "RightBrace", "Less", 
        "LessEqual", "Greater", "GreaterEqual", "LeftShift", "RightShift", 
        "Plus", "PlusPlus", "Minus", "MinusMinus", "Star", "Div", "Mod", 
        "And", "Or", "AndAnd", "OrOr", "Caret", "Not", "Tilde", "Question", 
        "Colon", "Semi", "Comma", "Assign", "StarAssign", "DivAssign", "ModAssign", 
        "PlusAssign", "MinusAssign", "LeftShiftAssign", "RightShiftAssign", 
        "AndAssign", "XorAssign", "OrAssign", "Equal", "NotEqual", "Arrow", 
        "Dot", "Ellipsis", "Identifier", "Number", "CharacterConstant", 
        "StringLiteral", "PragmaLine", "LineMarker", "Directive", "Whitespace", 
        "Newline", "LineContinuation", "BlockComment", "LineComment", "TypedefName"
    ];
    public static readonly ruleNames = [
        "translationUnit", "externalDeclaration", "pragmaLine", "declaration", 
        "staticAssertDeclaration", "declarationSpecifiers", "storageClassSpecifier", 
        "typeSpecifier", "typeofSpecifier", "atomicTypeSpecifier", "typeQualifier", 
        "functionSpecifier", "alignmentSpecifier", "gnuAttribute", "attributeItem", 
        "attributeName", "balancedTokens", "asmLabel", "structOrUnionSpecifier", 
        "structOrUnion", "tag", "structDeclaration", "specifierQualifierList", 
        "structDeclaratorList", "structDeclarator", "enumSpecifier", "enumerator", 
        "initDeclarator", "initializer", "initializerList", "designatedInitializer", 
        "designator", "declarator", "pointer", "directDeclarator", "arrayQualifier", 
        "parameterTypeList", "parameterDeclaration", "typeName", "abstractDeclarator", 
        "directAbstractDeclarator", "compoundStatement", "statement", "asmStatement", 
        "forInit", "expression", "expr", "argumentList", "offsetofMember", 
        "genericAssociation", "assignmentOperator",
    ];

    public get grammarFileName(): string { return "C.g4"; }
    public get literalNames(): (string | null)[] { return CParser.literalNames; }
    public get symbolicNames(): (string | null)[] { return CParser.symbolicNames; }
    public get ruleNames(): string[] { return CParser.ruleNames; }
    public get serializedATN(): number[] { return CParser._serializedATN; }

    protected createFailedPredicateException(predicate?: string, message?: string): antlr.FailedPredicateException {
        return new antlr.FailedPredicateException(this, predicate, message);
    }

    public constructor(input: antlr.TokenStream) {
        super(input);
        this.interpreter = new antlr.ParserATNSimulator(this, CParser._ATN, CParser.decisionsToDFA, new antlr.PredictionContextCache());
    }
    public translationUnit(): TranslationUnitContext {
        let localContext = new TranslationUnitContext(this.context, this.state);
        this.enterRule(localContext, 0, CParser.RULE_translationUnit);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 109;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3516839998) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 14642673) !== 0) || ((((_la - 84)) & ~0x1F) === 0 && ((1 << (_la - 84)) & 1077936129) !== 0)) {
                {
                this.state = 107;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.Attribute:
                case CParser.Extension:
                case CParser.Typeof:
                case CParser.AutoType:
                case CParser.Int128:
                case CParser.ExtendedFloat:
                case CParser.Alignas:
                case CParser.Atomic:
                case CParser.Noreturn:
                case CParser.ThreadLocal:
                case CParser.Auto:
                case CParser.Char:
                case CParser.Const:
                case CParser.Double:
                case CParser.Enum:
                case CParser.Extern:
                case CParser.Float:
                case CParser.Inline:
                case CParser.Int:
                case CParser.Long:
                case CParser.Register:
                case CParser.Restrict:
                case CParser.Short:
                case CParser.Signed:
                case CParser.Static:
                case CParser.Struct:
                case CParser.Typedef:
                case CParser.Union:
                case CParser.Unsigned:
                case CParser.Void:
                case CParser.Volatile:
                case CParser.Bool:
                case CParser.Complex:
                case CParser.TypedefName:
                    {
                    this.state = 102;
                    this.externalDeclaration();
                    }
                    break;
                case CParser.StaticAssert:
                    {
                    this.state = 103;
                    this.staticAssertDeclaration();
                    }
                    break;
                case CParser.Asm:
                    {
                    this.state = 104;
                    this.asmStatement();
                    }
                    break;
                case CParser.PragmaLine:
                    {
                    this.state = 105;
                    this.pragmaLine();
                    }
                    break;
                case CParser.Semi:
                    {
                    this.state = 106;
                    this.match(CParser.Semi);
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 111;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 112;
            this.match(CParser.EOF);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public externalDeclaration(): ExternalDeclarationContext {
        let localContext = new ExternalDeclarationContext(this.context, this.state);
        this.enterRule(localContext, 2, CParser.RULE_externalDeclaration);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 114;
            this.declarationSpecifiers();
            this.state = 132;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Semi:
                {
                this.state = 115;
                this.match(CParser.Semi);
                }
                break;
            case CParser.LeftParen:
            case CParser.Star:
            case CParser.Identifier:
                {
                this.state = 116;
                this.declarator();
                this.state = 130;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.LeftBrace:
                    {
                    this.state = 117;
                    this.compoundStatement();
                    }
                    break;
                case CParser.Semi:
                case CParser.Comma:
                case CParser.Assign:
                    {
                    this.state = 120;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                    if (_la === 86) {
                        {
                        this.state = 118;
                        this.match(CParser.Assign);
                        this.state = 119;
                        this.initializer();
                        }
                    }

                    this.state = 126;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                    while (_la === 85) {
                        {
                        {
                        this.state = 122;
                        this.match(CParser.Comma);
                        this.state = 123;
                        this.initDeclarator();
                        }
                        }
                        this.state = 128;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                    }
                    this.state = 129;
                    this.match(CParser.Semi);
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public pragmaLine(): PragmaLineContext {
        let localContext = new PragmaLineContext(this.context, this.state);
        this.enterRule(localContext, 4, CParser.RULE_pragmaLine);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 134;
            this.match(CParser.PragmaLine);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public declaration(): DeclarationContext {
        let localContext = new DeclarationContext(this.context, this.state);
        this.enterRule(localContext, 6, CParser.RULE_declaration);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 136;
            this.declarationSpecifiers();
            this.state = 145;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 56 || _la === 72 || _la === 102) {
                {
                this.state = 137;
                this.initDeclarator();
                this.state = 142;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 85) {
                    {
                    {
                    this.state = 138;
                    this.match(CParser.Comma);
                    this.state = 139;
                    this.initDeclarator();
                    }
                    }
                    this.state = 144;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                }
            }

            this.state = 147;
            this.match(CParser.Semi);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public staticAssertDeclaration(): StaticAssertDeclarationContext {
        let localContext = new StaticAssertDeclarationContext(this.context, this.state);
        this.enterRule(localContext, 8, CParser.RULE_staticAssertDeclaration);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 149;
            this.match(CParser.StaticAssert);
            this.state = 150;
            this.match(CParser.LeftParen);
            this.state = 151;
            this.expr(0);
            this.state = 158;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 85) {
                {
                this.state = 152;
                this.match(CParser.Comma);
                this.state = 154;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                do {
                    {
                    {
                    this.state = 153;
                    this.match(CParser.StringLiteral);
                    }
                    }
                    this.state = 156;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                } while (_la === 105);
                }
            }

            this.state = 160;
            this.match(CParser.RightParen);
            this.state = 161;
            this.match(CParser.Semi);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public declarationSpecifiers(): DeclarationSpecifiersContext {
        let localContext = new DeclarationSpecifiersContext(this.context, this.state);
        this.enterRule(localContext, 10, CParser.RULE_declarationSpecifiers);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 170;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                this.state = 170;
                this.errorHandler.sync(this);
                switch (this.interpreter.adaptivePredict(this.tokenStream, 10, this.context) ) {
                case 1:
                    {
                    this.state = 163;
                    this.storageClassSpecifier();
                    }
                    break;
                case 2:
                    {
                    this.state = 164;
                    this.typeSpecifier();
                    }
                    break;
                case 3:
                    {
                    this.state = 165;
                    this.typeQualifier();
                    }
                    break;
                case 4:
                    {
                    this.state = 166;
                    this.functionSpecifier();
                    }
                    break;
                case 5:
                    {
                    this.state = 167;
                    this.alignmentSpecifier();
                    }
                    break;
                case 6:
                    {
                    this.state = 168;
                    this.gnuAttribute();
                    }
                    break;
                case 7:
                    {
                    this.state = 169;
                    this.match(CParser.Extension);
                    }
                    break;
                }
                }
                this.state = 172;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            } while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3516577850) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 14642673) !== 0) || _la === 114);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public storageClassSpecifier(): StorageClassSpecifierContext {
        let localContext = new StorageClassSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 12, CParser.RULE_storageClassSpecifier);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 174;
            _la = this.tokenStream.LA(1);
            if(!(((((_la - 19)) & ~0x1F) === 0 && ((1 << (_la - 19)) & 605032451) !== 0))) {
            this.errorHandler.recoverInline(this);
            }
            else {
                this.errorHandler.reportMatch(this);
                this.consume();
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public typeSpecifier(): TypeSpecifierContext {
        let localContext = new TypeSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 14, CParser.RULE_typeSpecifier);
        try {
            this.state = 195;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Void:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 176;
                this.match(CParser.Void);
                }
                break;
            case CParser.Char:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 177;
                this.match(CParser.Char);
                }
                break;
            case CParser.Short:
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 178;
                this.match(CParser.Short);
                }
                break;
            case CParser.Int:
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 179;
                this.match(CParser.Int);
                }
                break;
            case CParser.Long:
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 180;
                this.match(CParser.Long);
                }
                break;
            case CParser.Float:
                this.enterOuterAlt(localContext, 6);
                {
                this.state = 181;
                this.match(CParser.Float);
                }
                break;
            case CParser.Double:
                this.enterOuterAlt(localContext, 7);
                {
                this.state = 182;
                this.match(CParser.Double);
                }
                break;
            case CParser.Signed:
                this.enterOuterAlt(localContext, 8);
                {
                this.state = 183;
                this.match(CParser.Signed);
                }
                break;
            case CParser.Unsigned:
                this.enterOuterAlt(localContext, 9);
                {
                this.state = 184;
                this.match(CParser.Unsigned);
                }
                break;
            case CParser.Bool:
                this.enterOuterAlt(localContext, 10);
                {
                this.state = 185;
                this.match(CParser.Bool);
                }
                break;
            case CParser.Complex:
                this.enterOuterAlt(localContext, 11);
                {
                this.state = 186;
                this.match(CParser.Complex);
                }
                break;
            case CParser.Int128:
                this.enterOuterAlt(localContext, 12);
                {
                this.state = 187;
                this.match(CParser.Int128);
                }
                break;
            case CParser.ExtendedFloat:
                this.enterOuterAlt(localContext, 13);
                {
                this.state = 188;
                this.match(CParser.ExtendedFloat);
                }
                break;
            case CParser.AutoType:
                this.enterOuterAlt(localContext, 14);
                {
                this.state = 189;
                this.match(CParser.AutoType);
                }
                break;
            case CParser.Struct:
            case CParser.Union:
                this.enterOuterAlt(localContext, 15);
                {
                this.state = 190;
                this.structOrUnionSpecifier();
                }
                break;
            case CParser.Enum:
                this.enterOuterAlt(localContext, 16);
                {
                this.state = 191;
                this.enumSpecifier();
                }
                break;
            case CParser.Typeof:
                this.enterOuterAlt(localContext, 17);
                {
                this.state = 192;
                this.typeofSpecifier();
                }
                break;
            case CParser.Atomic:
                this.enterOuterAlt(localContext, 18);
                {
                this.state = 193;
                this.atomicTypeSpecifier();
                }
                break;
            case CParser.TypedefName:
                this.enterOuterAlt(localContext, 19);
                {
                this.state = 194;
                this.match(CParser.TypedefName);
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public typeofSpecifier(): TypeofSpecifierContext {
        let localContext = new TypeofSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 16, CParser.RULE_typeofSpecifier);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 197;
            this.match(CParser.Typeof);
            this.state = 198;
            this.match(CParser.LeftParen);
            this.state = 201;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 13, this.context) ) {
            case 1:
                {
                this.state = 199;
                this.typeName();
                }
                break;
            case 2:
                {
                this.state = 200;
                this.expression();
                }
                break;
            }
            this.state = 203;
            this.match(CParser.RightParen);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public atomicTypeSpecifier(): AtomicTypeSpecifierContext {
        let localContext = new AtomicTypeSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 18, CParser.RULE_atomicTypeSpecifier);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 205;
            this.match(CParser.Atomic);
            this.state = 206;
            this.match(CParser.LeftParen);
            this.state = 207;
            this.typeName();
            this.state = 208;
            this.match(CParser.RightParen);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public typeQualifier(): TypeQualifierContext {
        let localContext = new TypeQualifierContext(this.context, this.state);
        this.enterRule(localContext, 20, CParser.RULE_typeQualifier);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 210;
            _la = this.tokenStream.LA(1);
            if(!(_la === 15 || _la === 24 || _la === 40 || _la === 52)) {
            this.errorHandler.recoverInline(this);
            }
            else {
                this.errorHandler.reportMatch(this);
                this.consume();
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public functionSpecifier(): FunctionSpecifierContext {
        let localContext = new FunctionSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 22, CParser.RULE_functionSpecifier);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 212;
            _la = this.tokenStream.LA(1);
            if(!(_la === 17 || _la === 36)) {
            this.errorHandler.recoverInline(this);
            }
            else {
                this.errorHandler.reportMatch(this);
                this.consume();
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public alignmentSpecifier(): AlignmentSpecifierContext {
        let localContext = new AlignmentSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 24, CParser.RULE_alignmentSpecifier);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 214;
            this.match(CParser.Alignas);
            this.state = 215;
            this.match(CParser.LeftParen);
            this.state = 218;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 14, this.context) ) {
            case 1:
                {
                this.state = 216;
                this.typeName();
                }
                break;
            case 2:
                {
                this.state = 217;
                this.expr(0);
                }
                break;
            }
            this.state = 220;
            this.match(CParser.RightParen);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public gnuAttribute(): GnuAttributeContext {
        let localContext = new GnuAttributeContext(this.context, this.state);
        this.enterRule(localContext, 26, CParser.RULE_gnuAttribute);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 222;
            this.match(CParser.Attribute);
            this.state = 223;
            this.match(CParser.LeftParen);
            this.state = 224;
            this.match(CParser.LeftParen);
            this.state = 226;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 4294967294) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 4244635647) !== 0) || ((((_la - 64)) & ~0x1F) === 0 && ((1 << (_la - 64)) & 4292870143) !== 0) || ((((_la - 96)) & ~0x1F) === 0 && ((1 << (_la - 96)) & 524287) !== 0)) {
                {
                this.state = 225;
                this.attributeItem();
                }
            }

            this.state = 234;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 85) {
                {
                {
                this.state = 228;
                this.match(CParser.Comma);
                this.state = 230;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 4294967294) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 4244635647) !== 0) || ((((_la - 64)) & ~0x1F) === 0 && ((1 << (_la - 64)) & 4292870143) !== 0) || ((((_la - 96)) & ~0x1F) === 0 && ((1 << (_la - 96)) & 524287) !== 0)) {
                    {
                    this.state = 229;
                    this.attributeItem();
                    }
                }

                }
                }
                this.state = 236;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 237;
            this.match(CParser.RightParen);
            this.state = 238;
            this.match(CParser.RightParen);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public attributeItem(): AttributeItemContext {
        let localContext = new AttributeItemContext(this.context, this.state);
        this.enterRule(localContext, 28, CParser.RULE_attributeItem);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 240;
            this.attributeName();
            this.state = 261;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 21, this.context) ) {
            case 1:
                {
                this.state = 241;
                this.match(CParser.LeftParen);
                this.state = 250;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                    {
                    this.state = 242;
                    this.expr(0);
                    this.state = 247;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                    while (_la === 85) {
                        {
                        {
                        this.state = 243;
                        this.match(CParser.Comma);
                        this.state = 244;
                        this.expr(0);
                        }
                        }
                        this.state = 249;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                    }
                    }
                }

                this.state = 252;
                this.match(CParser.RightParen);
                }
                break;
            case 2:
                {
                this.state = 253;
                this.match(CParser.LeftParen);
                this.state = 257;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 4294967294) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 4261412863) !== 0) || ((((_la - 64)) & ~0x1F) === 0 && ((1 << (_la - 64)) & 4294967295) !== 0) || ((((_la - 96)) & ~0x1F) === 0 && ((1 << (_la - 96)) & 524287) !== 0)) {
                    {
                    {
                    this.state = 254;
                    this.balancedTokens();
                    }
                    }
                    this.state = 259;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 260;
                this.match(CParser.RightParen);
                }
                break;
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public attributeName(): AttributeNameContext {
        let localContext = new AttributeNameContext(this.context, this.state);
        this.enterRule(localContext, 30, CParser.RULE_attributeName);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 263;
            _la = this.tokenStream.LA(1);
            if(_la<=0 || ((((_la - 56)) & ~0x1F) === 0 && ((1 << (_la - 56)) & 536870915) !== 0)) {
            this.errorHandler.recoverInline(this);
            }
            else {
                this.errorHandler.reportMatch(this);
                this.consume();
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public balancedTokens(): BalancedTokensContext {
        let localContext = new BalancedTokensContext(this.context, this.state);
        this.enterRule(localContext, 32, CParser.RULE_balancedTokens);
        let _la: number;
        try {
            this.state = 274;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.LeftParen:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 265;
                this.match(CParser.LeftParen);
                this.state = 269;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 4294967294) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 4261412863) !== 0) || ((((_la - 64)) & ~0x1F) === 0 && ((1 << (_la - 64)) & 4294967295) !== 0) || ((((_la - 96)) & ~0x1F) === 0 && ((1 << (_la - 96)) & 524287) !== 0)) {
                    {
                    {
                    this.state = 266;
                    this.balancedTokens();
                    }
                    }
                    this.state = 271;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 272;
                this.match(CParser.RightParen);
                }
                break;
            case CParser.Attribute:
            case CParser.Asm:
            case CParser.Extension:
            case CParser.Typeof:
            case CParser.AutoType:
            case CParser.Real:
            case CParser.Imag:
            case CParser.BuiltinVaArg:
            case CParser.BuiltinOffsetof:
            case CParser.BuiltinTypesCompatible:
            case CParser.Int128:
            case CParser.ExtendedFloat:
            case CParser.Alignas:
            case CParser.Alignof:
            case CParser.Atomic:
            case CParser.Generic:
            case CParser.Noreturn:
            case CParser.StaticAssert:
            case CParser.ThreadLocal:
            case CParser.Auto:
            case CParser.Break:
            case CParser.Case:
            case CParser.Char:
            case CParser.Const:
            case CParser.Continue:
            case CParser.Default:
            case CParser.Do:
            case CParser.Double:
            case CParser.Else:
            case CParser.Enum:
            case CParser.Extern:
            case CParser.Float:
            case CParser.For:
            case CParser.Goto:
            case CParser.If:
            case CParser.Inline:
            case CParser.Int:
            case CParser.Long:
            case CParser.Register:
            case CParser.Restrict:
            case CParser.Return:
            case CParser.Short:
            case CParser.Signed:
            case CParser.Sizeof:
            case CParser.Static:
            case CParser.Struct:
            case CParser.Switch:
            case CParser.Typedef:
            case CParser.Union:
            case CParser.Unsigned:
            case CParser.Void:
            case CParser.Volatile:
            case CParser.While:
            case CParser.Bool:
            case CParser.Complex:
            case CParser.LeftBracket:
            case CParser.RightBracket:
            case CParser.LeftBrace:
            case CParser.RightBrace:
            case CParser.Less:
            case CParser.LessEqual:
            case CParser.Greater:
            case CParser.GreaterEqual:
            case CParser.LeftShift:
            case CParser.RightShift:
            case CParser.Plus:
            case CParser.PlusPlus:
            case CParser.Minus:
            case CParser.MinusMinus:
            case CParser.Star:
            case CParser.Div:
            case CParser.Mod:
            case CParser.And:
            case CParser.Or:
            case CParser.AndAnd:
            case CParser.OrOr:
            case CParser.Caret:
            case CParser.Not:
            case CParser.Tilde:
            case CParser.Question:
            case CParser.Colon:
            case CParser.Semi:
            case CParser.Comma:
            case CParser.Assign:
            case CParser.StarAssign:
            case CParser.DivAssign:
            case CParser.ModAssign:
            case CParser.PlusAssign:
            case CParser.MinusAssign:
            case CParser.LeftShiftAssign:
            case CParser.RightShiftAssign:
            case CParser.AndAssign:
            case CParser.XorAssign:
            case CParser.OrAssign:
            case CParser.Equal:
            case CParser.NotEqual:
            case CParser.Arrow:
            case CParser.Dot:
            case CParser.Ellipsis:
            case CParser.Identifier:
            case CParser.Number:
            case CParser.CharacterConstant:
            case CParser.StringLiteral:
            case CParser.PragmaLine:
            case CParser.LineMarker:
            case CParser.Directive:
            case CParser.Whitespace:
            case CParser.Newline:
            case CParser.LineContinuation:
            case CParser.BlockComment:
            case CParser.LineComment:
            case CParser.TypedefName:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 273;
                _la = this.tokenStream.LA(1);
                if(_la<=0 || _la === 56 || _la === 57) {
                this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public asmLabel(): AsmLabelContext {
        let localContext = new AsmLabelContext(this.context, this.state);
        this.enterRule(localContext, 34, CParser.RULE_asmLabel);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 276;
            this.match(CParser.Asm);
            this.state = 277;
            this.match(CParser.LeftParen);
            this.state = 279;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                {
                this.state = 278;
                this.match(CParser.StringLiteral);
                }
                }
                this.state = 281;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            } while (_la === 105);
            this.state = 283;
            this.match(CParser.RightParen);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public structOrUnionSpecifier(): StructOrUnionSpecifierContext {
        let localContext = new StructOrUnionSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 36, CParser.RULE_structOrUnionSpecifier);
        let _la: number;
        try {
            let alternative: number;
            this.state = 320;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 31, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 285;
                this.structOrUnion();
                this.state = 289;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 286;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 291;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 293;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 102 || _la === 114) {
                    {
                    this.state = 292;
                    this.tag();
                    }
                }

                this.state = 295;
                this.match(CParser.LeftBrace);
                this.state = 301;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 1367652410) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 14568801) !== 0) || _la === 84 || _la === 114) {
                    {
                    this.state = 299;
                    this.errorHandler.sync(this);
                    switch (this.tokenStream.LA(1)) {
                    case CParser.Attribute:
                    case CParser.Extension:
                    case CParser.Typeof:
                    case CParser.AutoType:
                    case CParser.Int128:
                    case CParser.ExtendedFloat:
                    case CParser.Alignas:
                    case CParser.Atomic:
                    case CParser.Char:
                    case CParser.Const:
                    case CParser.Double:
                    case CParser.Enum:
                    case CParser.Float:
                    case CParser.Int:
                    case CParser.Long:
                    case CParser.Restrict:
                    case CParser.Short:
                    case CParser.Signed:
                    case CParser.Struct:
                    case CParser.Union:
                    case CParser.Unsigned:
                    case CParser.Void:
                    case CParser.Volatile:
                    case CParser.Bool:
                    case CParser.Complex:
                    case CParser.TypedefName:
                        {
                        this.state = 296;
                        this.structDeclaration();
                        }
                        break;
                    case CParser.StaticAssert:
                        {
                        this.state = 297;
                        this.staticAssertDeclaration();
                        }
                        break;
                    case CParser.Semi:
                        {
                        this.state = 298;
                        this.match(CParser.Semi);
                        }
                        break;
                    default:
                        throw new antlr.NoViableAltException(this);
                    }
                    }
                    this.state = 303;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 304;
                this.match(CParser.RightBrace);
                this.state = 308;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 29, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 305;
                        this.gnuAttribute();
                        }
                        }
                    }
                    this.state = 310;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 29, this.context);
                }
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 311;
                this.structOrUnion();
                this.state = 315;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 312;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 317;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 318;
                this.tag();
                }
                break;
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public structOrUnion(): StructOrUnionContext {
        let localContext = new StructOrUnionContext(this.context, this.state);
        this.enterRule(localContext, 38, CParser.RULE_structOrUnion);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 322;
            _la = this.tokenStream.LA(1);
            if(!(_la === 46 || _la === 49)) {
            this.errorHandler.recoverInline(this);
            }
            else {
                this.errorHandler.reportMatch(this);
                this.consume();
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public tag(): TagContext {
        let localContext = new TagContext(this.context, this.state);
        this.enterRule(localContext, 40, CParser.RULE_tag);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 324;
            _la = this.tokenStream.LA(1);
            if(!(_la === 102 || _la === 114)) {
            this.errorHandler.recoverInline(this);
            }
            else {
                this.errorHandler.reportMatch(this);
                this.consume();
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public structDeclaration(): StructDeclarationContext {
        let localContext = new StructDeclarationContext(this.context, this.state);
        this.enterRule(localContext, 42, CParser.RULE_structDeclaration);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 326;
            this.specifierQualifierList();
            this.state = 328;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (((((_la - 56)) & ~0x1F) === 0 && ((1 << (_la - 56)) & 134283265) !== 0) || _la === 102) {
                {
                this.state = 327;
                this.structDeclaratorList();
                }
            }

            this.state = 330;
            this.match(CParser.Semi);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public specifierQualifierList(): SpecifierQualifierListContext {
        let localContext = new SpecifierQualifierListContext(this.context, this.state);
        this.enterRule(localContext, 44, CParser.RULE_specifierQualifierList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 337;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                this.state = 337;
                this.errorHandler.sync(this);
                switch (this.interpreter.adaptivePredict(this.tokenStream, 33, this.context) ) {
                case 1:
                    {
                    this.state = 332;
                    this.typeSpecifier();
                    }
                    break;
                case 2:
                    {
                    this.state = 333;
                    this.typeQualifier();
                    }
                    break;
                case 3:
                    {
                    this.state = 334;
                    this.alignmentSpecifier();
                    }
                    break;
                case 4:
                    {
                    this.state = 335;
                    this.gnuAttribute();
                    }
                    break;
                case 5:
                    {
                    this.state = 336;
                    this.match(CParser.Extension);
                    }
                    break;
                }
                }
                this.state = 339;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            } while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 1367390266) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 14568801) !== 0) || _la === 114);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public structDeclaratorList(): StructDeclaratorListContext {
        let localContext = new StructDeclaratorListContext(this.context, this.state);
        this.enterRule(localContext, 46, CParser.RULE_structDeclaratorList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 341;
            this.structDeclarator();
            this.state = 346;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 85) {
                {
                {
                this.state = 342;
                this.match(CParser.Comma);
                this.state = 343;
                this.structDeclarator();
                }
                }
                this.state = 348;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public structDeclarator(): StructDeclaratorContext {
        let localContext = new StructDeclaratorContext(this.context, this.state);
        this.enterRule(localContext, 48, CParser.RULE_structDeclarator);
        let _la: number;
        try {
            this.state = 368;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.LeftParen:
            case CParser.Star:
            case CParser.Identifier:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 349;
                this.declarator();
                this.state = 358;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 83) {
                    {
                    this.state = 350;
                    this.match(CParser.Colon);
                    this.state = 351;
                    this.expr(0);
                    this.state = 355;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                    while (_la === 1) {
                        {
                        {
                        this.state = 352;
                        this.gnuAttribute();
                        }
                        }
                        this.state = 357;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                    }
                    }
                }

                }
                break;
            case CParser.Colon:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 360;
                this.match(CParser.Colon);
                this.state = 361;
                this.expr(0);
                this.state = 365;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 362;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 367;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public enumSpecifier(): EnumSpecifierContext {
        let localContext = new EnumSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 50, CParser.RULE_enumSpecifier);
        let _la: number;
        try {
            let alternative: number;
            this.state = 407;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 46, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 370;
                this.match(CParser.Enum);
                this.state = 374;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 371;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 376;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 378;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 102 || _la === 114) {
                    {
                    this.state = 377;
                    this.tag();
                    }
                }

                this.state = 380;
                this.match(CParser.LeftBrace);
                this.state = 381;
                this.enumerator();
                this.state = 386;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 42, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 382;
                        this.match(CParser.Comma);
                        this.state = 383;
                        this.enumerator();
                        }
                        }
                    }
                    this.state = 388;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 42, this.context);
                }
                this.state = 390;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 85) {
                    {
                    this.state = 389;
                    this.match(CParser.Comma);
                    }
                }

                this.state = 392;
                this.match(CParser.RightBrace);
                this.state = 396;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 44, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 393;
                        this.gnuAttribute();
                        }
                        }
                    }
                    this.state = 398;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 44, this.context);
                }
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 399;
                this.match(CParser.Enum);
                this.state = 403;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 400;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 405;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 406;
                this.tag();
                }
                break;
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public enumerator(): EnumeratorContext {
        let localContext = new EnumeratorContext(this.context, this.state);
        this.enterRule(localContext, 52, CParser.RULE_enumerator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 409;
            this.match(CParser.Identifier);
            this.state = 413;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 1) {
                {
                {
                this.state = 410;
                this.gnuAttribute();
                }
                }
                this.state = 415;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 418;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 86) {
                {
                this.state = 416;
                this.match(CParser.Assign);
                this.state = 417;
                this.expr(0);
                }
            }

            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public initDeclarator(): InitDeclaratorContext {
        let localContext = new InitDeclaratorContext(this.context, this.state);
        this.enterRule(localContext, 54, CParser.RULE_initDeclarator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 420;
            this.declarator();
            this.state = 423;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 86) {
                {
                this.state = 421;
                this.match(CParser.Assign);
                this.state = 422;
                this.initializer();
                }
            }

            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public initializer(): InitializerContext {
        let localContext = new InitializerContext(this.context, this.state);
        this.enterRule(localContext, 56, CParser.RULE_initializer);
        let _la: number;
        try {
            this.state = 434;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Extension:
            case CParser.Real:
            case CParser.Imag:
            case CParser.BuiltinVaArg:
            case CParser.BuiltinOffsetof:
            case CParser.BuiltinTypesCompatible:
            case CParser.Alignof:
            case CParser.Generic:
            case CParser.Sizeof:
            case CParser.LeftParen:
            case CParser.Plus:
            case CParser.PlusPlus:
            case CParser.Minus:
            case CParser.MinusMinus:
            case CParser.Star:
            case CParser.And:
            case CParser.Not:
            case CParser.Tilde:
            case CParser.Identifier:
            case CParser.Number:
            case CParser.CharacterConstant:
            case CParser.StringLiteral:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 425;
                this.expr(0);
                }
                break;
            case CParser.LeftBrace:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 426;
                this.match(CParser.LeftBrace);
                this.state = 431;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667663361) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 63963139) !== 0)) {
                    {
                    this.state = 427;
                    this.initializerList();
                    this.state = 429;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                    if (_la === 85) {
                        {
                        this.state = 428;
                        this.match(CParser.Comma);
                        }
                    }

                    }
                }

                this.state = 433;
                this.match(CParser.RightBrace);
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public initializerList(): InitializerListContext {
        let localContext = new InitializerListContext(this.context, this.state);
        this.enterRule(localContext, 58, CParser.RULE_initializerList);
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 436;
            this.designatedInitializer();
            this.state = 441;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 53, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    {
                    {
                    this.state = 437;
                    this.match(CParser.Comma);
                    this.state = 438;
                    this.designatedInitializer();
                    }
                    }
                }
                this.state = 443;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 53, this.context);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public designatedInitializer(): DesignatedInitializerContext {
        let localContext = new DesignatedInitializerContext(this.context, this.state);
        this.enterRule(localContext, 60, CParser.RULE_designatedInitializer);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 452;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 58 || _la === 100) {
                {
                this.state = 445;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                do {
                    {
                    {
                    this.state = 444;
                    this.designator();
                    }
                    }
                    this.state = 447;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                } while (_la === 58 || _la === 100);
                this.state = 450;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 86) {
                    {
                    this.state = 449;
                    this.match(CParser.Assign);
                    }
                }

                }
            }

            this.state = 454;
            this.initializer();
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public designator(): DesignatorContext {
        let localContext = new DesignatorContext(this.context, this.state);
        this.enterRule(localContext, 62, CParser.RULE_designator);
        let _la: number;
        try {
            this.state = 466;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.LeftBracket:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 456;
                this.match(CParser.LeftBracket);
                this.state = 457;
                this.expr(0);
                this.state = 460;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 101) {
                    {
                    this.state = 458;
                    this.match(CParser.Ellipsis);
                    this.state = 459;
                    this.expr(0);
                    }
                }

                this.state = 462;
                this.match(CParser.RightBracket);
                }
                break;
            case CParser.Dot:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 464;
                this.match(CParser.Dot);
                this.state = 465;
                _la = this.tokenStream.LA(1);
                if(!(_la === 102 || _la === 114)) {
                this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public declarator(): DeclaratorContext {
        let localContext = new DeclaratorContext(this.context, this.state);
        this.enterRule(localContext, 64, CParser.RULE_declarator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 471;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 72) {
                {
                {
                this.state = 468;
                this.pointer();
                }
                }
                this.state = 473;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 474;
            this.directDeclarator(0);
            this.state = 479;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 1 || _la === 2) {
                {
                this.state = 477;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.Asm:
                    {
                    this.state = 475;
                    this.asmLabel();
                    }
                    break;
                case CParser.Attribute:
                    {
                    this.state = 476;
                    this.gnuAttribute();
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 481;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public pointer(): PointerContext {
        let localContext = new PointerContext(this.context, this.state);
        this.enterRule(localContext, 66, CParser.RULE_pointer);
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 482;
            this.match(CParser.Star);
            this.state = 487;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 63, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    {
                    this.state = 485;
                    this.errorHandler.sync(this);
                    switch (this.tokenStream.LA(1)) {
                    case CParser.Atomic:
                    case CParser.Const:
                    case CParser.Restrict:
                    case CParser.Volatile:
                        {
                        this.state = 483;
                        this.typeQualifier();
                        }
                        break;
                    case CParser.Attribute:
                        {
                        this.state = 484;
                        this.gnuAttribute();
                        }
                        break;
                    default:
                        throw new antlr.NoViableAltException(this);
                    }
                    }
                }
                this.state = 489;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 63, this.context);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }

    public directDeclarator(): DirectDeclaratorContext;
    public directDeclarator(_p: number): DirectDeclaratorContext;
    public directDeclarator(_p?: number): DirectDeclaratorContext {
        if (_p === undefined) {
            _p = 0;
        }

        let parentContext = this.context;
        let parentState = this.state;
        let localContext = new DirectDeclaratorContext(this.context, parentState);
        let previousContext = localContext;
        let _startState = 68;
        this.enterRecursionRule(localContext, 68, CParser.RULE_directDeclarator, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 502;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Identifier:
                {
                localContext = new NameDeclaratorContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 491;
                this.match(CParser.Identifier);
                }
                break;
            case CParser.LeftParen:
                {
                localContext = new ParenDeclaratorContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 492;
                this.match(CParser.LeftParen);
                this.state = 496;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 493;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 498;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 499;
                this.declarator();
                this.state = 500;
                this.match(CParser.RightParen);
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 524;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 70, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 522;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 69, this.context) ) {
                    case 1:
                        {
                        localContext = new ArrayDeclaratorContext(new DirectDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directDeclarator);
                        this.state = 504;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 505;
                        this.match(CParser.LeftBracket);
                        this.state = 509;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        while (_la === 15 || _la === 24 || ((((_la - 40)) & ~0x1F) === 0 && ((1 << (_la - 40)) & 4129) !== 0)) {
                            {
                            {
                            this.state = 506;
                            this.arrayQualifier();
                            }
                            }
                            this.state = 511;
                            this.errorHandler.sync(this);
                            _la = this.tokenStream.LA(1);
                        }
                        this.state = 513;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                            {
                            this.state = 512;
                            this.expr(0);
                            }
                        }

                        this.state = 515;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 2:
                        {
                        localContext = new FunctionDeclaratorContext(new DirectDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directDeclarator);
                        this.state = 516;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 517;
                        this.match(CParser.LeftParen);
                        this.state = 519;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3516577850) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 14642673) !== 0) || _la === 114) {
                            {
                            this.state = 518;
                            this.parameterTypeList();
                            }
                        }

                        this.state = 521;
                        this.match(CParser.RightParen);
                        }
                        break;
                    }
                    }
                }
                this.state = 526;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 70, this.context);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.unrollRecursionContexts(parentContext);
        }
        return localContext;
    }
    public arrayQualifier(): ArrayQualifierContext {
        let localContext = new ArrayQualifierContext(this.context, this.state);
        this.enterRule(localContext, 70, CParser.RULE_arrayQualifier);
        try {
            this.state = 529;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Atomic:
            case CParser.Const:
            case CParser.Restrict:
            case CParser.Volatile:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 527;
                this.typeQualifier();
                }
                break;
            case CParser.Static:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 528;
                this.match(CParser.Static);
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public parameterTypeList(): ParameterTypeListContext {
        let localContext = new ParameterTypeListContext(this.context, this.state);
        this.enterRule(localContext, 72, CParser.RULE_parameterTypeList);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 531;
            this.parameterDeclaration();
            this.state = 536;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 72, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    {
                    {
                    this.state = 532;
                    this.match(CParser.Comma);
                    this.state = 533;
                    this.parameterDeclaration();
                    }
                    }
                }
                this.state = 538;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 72, this.context);
            }
            this.state = 541;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 85) {
                {
                this.state = 539;
                this.match(CParser.Comma);
                this.state = 540;
                this.match(CParser.Ellipsis);
                }
            }

            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public parameterDeclaration(): ParameterDeclarationContext {
        let localContext = new ParameterDeclarationContext(this.context, this.state);
        this.enterRule(localContext, 74, CParser.RULE_parameterDeclaration);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 543;
            this.declarationSpecifiers();
            this.state = 546;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 74, this.context) ) {
            case 1:
                {
                this.state = 544;
                this.declarator();
                }
                break;
            case 2:
                {
                this.state = 545;
                this.abstractDeclarator();
                }
                break;
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public typeName(): TypeNameContext {
        let localContext = new TypeNameContext(this.context, this.state);
        this.enterRule(localContext, 76, CParser.RULE_typeName);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 548;
            this.specifierQualifierList();
            this.state = 550;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (((((_la - 56)) & ~0x1F) === 0 && ((1 << (_la - 56)) & 65541) !== 0)) {
                {
                this.state = 549;
                this.abstractDeclarator();
                }
            }

            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public abstractDeclarator(): AbstractDeclaratorContext {
        let localContext = new AbstractDeclaratorContext(this.context, this.state);
        this.enterRule(localContext, 78, CParser.RULE_abstractDeclarator);
        let _la: number;
        try {
            this.state = 573;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Star:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 553;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                do {
                    {
                    {
                    this.state = 552;
                    this.pointer();
                    }
                    }
                    this.state = 555;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                } while (_la === 72);
                this.state = 558;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 56 || _la === 58) {
                    {
                    this.state = 557;
                    this.directAbstractDeclarator(0);
                    }
                }

                this.state = 563;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 560;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 565;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                }
                break;
            case CParser.LeftParen:
            case CParser.LeftBracket:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 566;
                this.directAbstractDeclarator(0);
                this.state = 570;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 567;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 572;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }

    public directAbstractDeclarator(): DirectAbstractDeclaratorContext;
    public directAbstractDeclarator(_p: number): DirectAbstractDeclaratorContext;
    public directAbstractDeclarator(_p?: number): DirectAbstractDeclaratorContext {
        if (_p === undefined) {
            _p = 0;
        }

        let parentContext = this.context;
        let parentState = this.state;
        let localContext = new DirectAbstractDeclaratorContext(this.context, parentState);
        let previousContext = localContext;
        let _startState = 80;
        this.enterRecursionRule(localContext, 80, CParser.RULE_directAbstractDeclarator, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 602;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 85, this.context) ) {
            case 1:
                {
                localContext = new ParenAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 576;
                this.match(CParser.LeftParen);
                this.state = 580;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 1) {
                    {
                    {
                    this.state = 577;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 582;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 583;
                this.abstractDeclarator();
                this.state = 584;
                this.match(CParser.RightParen);
                }
                break;
            case 2:
                {
                localContext = new ArrayAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 586;
                this.match(CParser.LeftBracket);
                this.state = 590;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 15 || _la === 24 || ((((_la - 40)) & ~0x1F) === 0 && ((1 << (_la - 40)) & 4129) !== 0)) {
                    {
                    {
                    this.state = 587;
                    this.arrayQualifier();
                    }
                    }
                    this.state = 592;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 594;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                    {
                    this.state = 593;
                    this.expr(0);
                    }
                }

                this.state = 596;
                this.match(CParser.RightBracket);
                }
                break;
            case 3:
                {
                localContext = new FunctionAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 597;
                this.match(CParser.LeftParen);
                this.state = 599;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3516577850) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 14642673) !== 0) || _la === 114) {
                    {
                    this.state = 598;
                    this.parameterTypeList();
                    }
                }

                this.state = 601;
                this.match(CParser.RightParen);
                }
                break;
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 624;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 90, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 622;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 89, this.context) ) {
                    case 1:
                        {
                        localContext = new ArrayAbstractSuffixContext(new DirectAbstractDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directAbstractDeclarator);
                        this.state = 604;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 605;
                        this.match(CParser.LeftBracket);
                        this.state = 609;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        while (_la === 15 || _la === 24 || ((((_la - 40)) & ~0x1F) === 0 && ((1 << (_la - 40)) & 4129) !== 0)) {
                            {
                            {
                            this.state = 606;
                            this.arrayQualifier();
                            }
                            }
                            this.state = 611;
                            this.errorHandler.sync(this);
                            _la = this.tokenStream.LA(1);
                        }
                        this.state = 613;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                            {
                            this.state = 612;
                            this.expr(0);
                            }
                        }

                        this.state = 615;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 2:
                        {
                        localContext = new FunctionAbstractSuffixContext(new DirectAbstractDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directAbstractDeclarator);
                        this.state = 616;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 617;
                        this.match(CParser.LeftParen);
                        this.state = 619;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3516577850) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 14642673) !== 0) || _la === 114) {
                            {
                            this.state = 618;
                            this.parameterTypeList();
                            }
                        }

                        this.state = 621;
                        this.match(CParser.RightParen);
                        }
                        break;
                    }
                    }
                }
                this.state = 626;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 90, this.context);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.unrollRecursionContexts(parentContext);
        }
        return localContext;
    }
    public compoundStatement(): CompoundStatementContext {
        let localContext = new CompoundStatementContext(this.context, this.state);
        this.enterRule(localContext, 82, CParser.RULE_compoundStatement);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 627;
            this.match(CParser.LeftBrace);
            this.state = 634;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3758096382) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 301989887) !== 0) || ((((_la - 68)) & ~0x1F) === 0 && ((1 << (_la - 68)) & 77983) !== 0) || ((((_la - 102)) & ~0x1F) === 0 && ((1 << (_la - 102)) & 4127) !== 0)) {
                {
                this.state = 632;
                this.errorHandler.sync(this);
                switch (this.interpreter.adaptivePredict(this.tokenStream, 91, this.context) ) {
                case 1:
                    {
                    this.state = 628;
                    this.declaration();
                    }
                    break;
                case 2:
                    {
                    this.state = 629;
                    this.staticAssertDeclaration();
                    }
                    break;
                case 3:
                    {
                    this.state = 630;
                    this.statement();
                    }
                    break;
                case 4:
                    {
                    this.state = 631;
                    this.pragmaLine();
                    }
                    break;
                }
                }
                this.state = 636;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 637;
            this.match(CParser.RightBrace);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public statement(): StatementContext {
        let localContext = new StatementContext(this.context, this.state);
        this.enterRule(localContext, 84, CParser.RULE_statement);
        let _la: number;
        try {
            let alternative: number;
            this.state = 727;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 101, this.context) ) {
            case 1:
                localContext = new CompoundContext(localContext);
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 639;
                this.compoundStatement();
                }
                break;
            case 2:
                localContext = new ExpressionStatementContext(localContext);
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 641;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                    {
                    this.state = 640;
                    this.expression();
                    }
                }

                this.state = 643;
                this.match(CParser.Semi);
                }
                break;
            case 3:
                localContext = new AttributeStatementContext(localContext);
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 645;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                do {
                    {
                    {
                    this.state = 644;
                    this.gnuAttribute();
                    }
                    }
                    this.state = 647;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                } while (_la === 1);
                this.state = 649;
                this.match(CParser.Semi);
                }
                break;
            case 4:
                localContext = new IfStatementContext(localContext);
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 651;
                this.match(CParser.If);
                this.state = 652;
                this.match(CParser.LeftParen);
                this.state = 653;
                this.expression();
                this.state = 654;
                this.match(CParser.RightParen);
                this.state = 655;
                this.statement();
                this.state = 658;
                this.errorHandler.sync(this);
                switch (this.interpreter.adaptivePredict(this.tokenStream, 95, this.context) ) {
                case 1:
                    {
                    this.state = 656;
                    this.match(CParser.Else);
                    this.state = 657;
                    this.statement();
                    }
                    break;
                }
                }
                break;
            case 5:
                localContext = new WhileStatementContext(localContext);
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 660;
                this.match(CParser.While);
                this.state = 661;
                this.match(CParser.LeftParen);
                this.state = 662;
                this.expression();
                this.state = 663;
                this.match(CParser.RightParen);
                this.state = 664;
                this.statement();
                }
                break;
            case 6:
                localContext = new DoStatementContext(localContext);
                this.enterOuterAlt(localContext, 6);
                {
                this.state = 666;
                this.match(CParser.Do);
                this.state = 667;
                this.statement();
                this.state = 668;
                this.match(CParser.While);
                this.state = 669;
                this.match(CParser.LeftParen);
                this.state = 670;
                this.expression();
                this.state = 671;
                this.match(CParser.RightParen);
                this.state = 672;
                this.match(CParser.Semi);
                }
                break;
            case 7:
                localContext = new ForStatementContext(localContext);
                this.enterOuterAlt(localContext, 7);
                {
                this.state = 674;
                this.match(CParser.For);
                this.state = 675;
                this.match(CParser.LeftParen);
                this.state = 676;
                this.forInit();
                this.state = 678;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                    {
                    this.state = 677;
                    this.expression();
                    }
                }

                this.state = 680;
                this.match(CParser.Semi);
                this.state = 682;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                    {
                    this.state = 681;
                    this.expression();
                    }
                }

                this.state = 684;
                this.match(CParser.RightParen);
                this.state = 685;
                this.statement();
                }
                break;
            case 8:
                localContext = new ContinueStatementContext(localContext);
                this.enterOuterAlt(localContext, 8);
                {
                this.state = 687;
                this.match(CParser.Continue);
                this.state = 688;
                this.match(CParser.Semi);
                }
                break;
            case 9:
                localContext = new BreakStatementContext(localContext);
                this.enterOuterAlt(localContext, 9);
                {
                this.state = 689;
                this.match(CParser.Break);
                this.state = 690;
                this.match(CParser.Semi);
                }
                break;
            case 10:
                localContext = new ReturnStatementContext(localContext);
                this.enterOuterAlt(localContext, 10);
                {
                this.state = 691;
                this.match(CParser.Return);
                this.state = 693;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                    {
                    this.state = 692;
                    this.expression();
                    }
                }

                this.state = 695;
                this.match(CParser.Semi);
                }
                break;
            case 11:
                localContext = new GotoStatementContext(localContext);
                this.enterOuterAlt(localContext, 11);
                {
                this.state = 696;
                this.match(CParser.Goto);
                this.state = 697;
                this.match(CParser.Identifier);
                this.state = 698;
                this.match(CParser.Semi);
                }
                break;
            case 12:
                localContext = new SwitchStatementContext(localContext);
                this.enterOuterAlt(localContext, 12);
                {
                this.state = 699;
                this.match(CParser.Switch);
                this.state = 700;
                this.match(CParser.LeftParen);
                this.state = 701;
                this.expression();
                this.state = 702;
                this.match(CParser.RightParen);
                this.state = 703;
                this.statement();
                }
                break;
            case 13:
                localContext = new CaseStatementContext(localContext);
                this.enterOuterAlt(localContext, 13);
                {
                this.state = 705;
                this.match(CParser.Case);
                this.state = 706;
                this.expr(0);
                this.state = 709;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 101) {
                    {
                    this.state = 707;
                    this.match(CParser.Ellipsis);
                    this.state = 708;
                    this.expr(0);
                    }
                }

                this.state = 711;
                this.match(CParser.Colon);
                this.state = 712;
                this.statement();
                }
                break;
            case 14:
                localContext = new DefaultStatementContext(localContext);
                this.enterOuterAlt(localContext, 14);
                {
                this.state = 714;
                this.match(CParser.Default);
                this.state = 715;
                this.match(CParser.Colon);
                this.state = 716;
                this.statement();
                }
                break;
            case 15:
                localContext = new LabeledStatementContext(localContext);
                this.enterOuterAlt(localContext, 15);
                {
                this.state = 717;
                this.match(CParser.Identifier);
                this.state = 718;
                this.match(CParser.Colon);
                this.state = 722;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 100, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 719;
                        this.gnuAttribute();
                        }
                        }
                    }
                    this.state = 724;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 100, this.context);
                }
                this.state = 725;
                this.statement();
                }
                break;
            case 16:
                localContext = new AsmStatementStatementContext(localContext);
                this.enterOuterAlt(localContext, 16);
                {
                this.state = 726;
                this.asmStatement();
                }
                break;
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public asmStatement(): AsmStatementContext {
        let localContext = new AsmStatementContext(this.context, this.state);
        this.enterRule(localContext, 86, CParser.RULE_asmStatement);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 729;
            this.match(CParser.Asm);
            this.state = 735;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 15 || _la === 24 || ((((_la - 34)) & ~0x1F) === 0 && ((1 << (_la - 34)) & 262213) !== 0)) {
                {
                this.state = 733;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.Atomic:
                case CParser.Const:
                case CParser.Restrict:
                case CParser.Volatile:
                    {
                    this.state = 730;
                    this.typeQualifier();
                    }
                    break;
                case CParser.Inline:
                    {
                    this.state = 731;
                    this.match(CParser.Inline);
                    }
                    break;
                case CParser.Goto:
                    {
                    this.state = 732;
                    this.match(CParser.Goto);
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 737;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 738;
            this.match(CParser.LeftParen);
            this.state = 742;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 4294967294) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 4261412863) !== 0) || ((((_la - 64)) & ~0x1F) === 0 && ((1 << (_la - 64)) & 4294967295) !== 0) || ((((_la - 96)) & ~0x1F) === 0 && ((1 << (_la - 96)) & 524287) !== 0)) {
                {
                {
                this.state = 739;
                this.balancedTokens();
                }
                }
                this.state = 744;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 745;
            this.match(CParser.RightParen);
            this.state = 746;
            this.match(CParser.Semi);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public forInit(): ForInitContext {
        let localContext = new ForInitContext(this.context, this.state);
        this.enterRule(localContext, 88, CParser.RULE_forInit);
        let _la: number;
        try {
            this.state = 753;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 106, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 748;
                this.declaration();
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 750;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                    {
                    this.state = 749;
                    this.expression();
                    }
                }

                this.state = 752;
                this.match(CParser.Semi);
                }
                break;
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public expression(): ExpressionContext {
        let localContext = new ExpressionContext(this.context, this.state);
        this.enterRule(localContext, 90, CParser.RULE_expression);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 755;
            this.expr(0);
            this.state = 760;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 85) {
                {
                {
                this.state = 756;
                this.match(CParser.Comma);
                this.state = 757;
                this.expr(0);
                }
                }
                this.state = 762;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }

    public expr(): ExprContext;
    public expr(_p: number): ExprContext;
    public expr(_p?: number): ExprContext {
        if (_p === undefined) {
            _p = 0;
        }

        let parentContext = this.context;
        let parentState = this.state;
        let localContext = new ExprContext(this.context, parentState);
        let previousContext = localContext;
        let _startState = 92;
        this.enterRecursionRule(localContext, 92, CParser.RULE_expr, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 847;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 112, this.context) ) {
            case 1:
                {
                localContext = new IdentifierContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 764;
                this.match(CParser.Identifier);
                }
                break;
            case 2:
                {
                localContext = new NumberContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 765;
                this.match(CParser.Number);
                }
                break;
            case 3:
                {
                localContext = new CharacterContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 766;
                this.match(CParser.CharacterConstant);
                }
                break;
            case 4:
                {
                localContext = new StringContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 768;
                this.errorHandler.sync(this);
                alternative = 1;
                do {
                    switch (alternative) {
                    case 1:
                        {
                        {
                        this.state = 767;
                        this.match(CParser.StringLiteral);
                        }
                        }
                        break;
                    default:
                        throw new antlr.NoViableAltException(this);
                    }
                    this.state = 770;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 108, this.context);
                } while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER);
                }
                break;
            case 5:
                {
                localContext = new ParenthesizedContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 772;
                this.match(CParser.LeftParen);
                this.state = 773;
                this.expression();
                this.state = 774;
                this.match(CParser.RightParen);
                }
                break;
            case 6:
                {
                localContext = new StatementExpressionContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 776;
                this.match(CParser.LeftParen);
                this.state = 777;
                this.compoundStatement();
                this.state = 778;
                this.match(CParser.RightParen);
                }
                break;
            case 7:
                {
                localContext = new CompoundLiteralContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 780;
                this.match(CParser.LeftParen);
                this.state = 781;
                this.typeName();
                this.state = 782;
                this.match(CParser.RightParen);
                this.state = 783;
                this.match(CParser.LeftBrace);
                this.state = 788;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667663361) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 63963139) !== 0)) {
                    {
                    this.state = 784;
                    this.initializerList();
                    this.state = 786;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                    if (_la === 85) {
                        {
                        this.state = 785;
                        this.match(CParser.Comma);
                        }
                    }

                    }
                }

                this.state = 790;
                this.match(CParser.RightBrace);
                }
                break;
            case 8:
                {
                localContext = new VaArgContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 792;
                this.match(CParser.BuiltinVaArg);
                this.state = 793;
                this.match(CParser.LeftParen);
                this.state = 794;
                this.expr(0);
                this.state = 795;
                this.match(CParser.Comma);
                this.state = 796;
                this.typeName();
                this.state = 797;
                this.match(CParser.RightParen);
                }
                break;
            case 9:
                {
                localContext = new OffsetOfContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 799;
                this.match(CParser.BuiltinOffsetof);
                this.state = 800;
                this.match(CParser.LeftParen);
                this.state = 801;
                this.typeName();
                this.state = 802;
                this.match(CParser.Comma);
                this.state = 803;
                this.offsetofMember();
                this.state = 804;
                this.match(CParser.RightParen);
                }
                break;
            case 10:
                {
                localContext = new TypesCompatibleContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 806;
                this.match(CParser.BuiltinTypesCompatible);
                this.state = 807;
                this.match(CParser.LeftParen);
                this.state = 808;
                this.typeName();
                this.state = 809;
                this.match(CParser.Comma);
                this.state = 810;
                this.typeName();
                this.state = 811;
                this.match(CParser.RightParen);
                }
                break;
            case 11:
                {
                localContext = new GenericSelectionContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 813;
                this.match(CParser.Generic);
                this.state = 814;
                this.match(CParser.LeftParen);
                this.state = 815;
                this.expr(0);
                this.state = 818;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                do {
                    {
                    {
                    this.state = 816;
                    this.match(CParser.Comma);
                    this.state = 817;
                    this.genericAssociation();
                    }
                    }
                    this.state = 820;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                } while (_la === 85);
                this.state = 822;
                this.match(CParser.RightParen);
                }
                break;
            case 12:
                {
                localContext = new PreIncDecContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 824;
                (localContext as PreIncDecContext)._op = this.tokenStream.LT(1);
                _la = this.tokenStream.LA(1);
                if(!(_la === 69 || _la === 71)) {
                    (localContext as PreIncDecContext)._op = this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                this.state = 825;
                this.expr(19);
                }
                break;
            case 13:
                {
                localContext = new UnaryContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 826;
                (localContext as UnaryContext)._op = this.tokenStream.LT(1);
                _la = this.tokenStream.LA(1);
                if(!((((_la) & ~0x1F) === 0 && ((1 << _la) & 200) !== 0) || ((((_la - 68)) & ~0x1F) === 0 && ((1 << (_la - 68)) & 12437) !== 0))) {
                    (localContext as UnaryContext)._op = this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                this.state = 827;
                this.expr(18);
                }
                break;
            case 14:
                {
                localContext = new SizeofTypeContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 828;
                this.match(CParser.Sizeof);
                this.state = 829;
                this.match(CParser.LeftParen);
                this.state = 830;
                this.typeName();
                this.state = 831;
                this.match(CParser.RightParen);
                }
                break;
            case 15:
                {
                localContext = new SizeofExprContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 833;
                this.match(CParser.Sizeof);
                this.state = 834;
                this.expr(16);
                }
                break;
            case 16:
                {
                localContext = new AlignofTypeContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 835;
                this.match(CParser.Alignof);
                this.state = 836;
                this.match(CParser.LeftParen);
                this.state = 837;
                this.typeName();
                this.state = 838;
                this.match(CParser.RightParen);
                }
                break;
            case 17:
                {
                localContext = new AlignofExprContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 840;
                this.match(CParser.Alignof);
                this.state = 841;
                this.expr(14);
                }
                break;
            case 18:
                {
                localContext = new CastContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 842;
                this.match(CParser.LeftParen);
                this.state = 843;
                this.typeName();
                this.state = 844;
                this.match(CParser.RightParen);
                this.state = 845;
                this.expr(13);
                }
                break;
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 907;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 115, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 905;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 114, this.context) ) {
                    case 1:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 849;
                        if (!(this.precpred(this.context, 12))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 12)");
                        }
                        this.state = 850;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(((((_la - 72)) & ~0x1F) === 0 && ((1 << (_la - 72)) & 7) !== 0))) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 851;
                        this.expr(13);
                        }
                        break;
                    case 2:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 852;
                        if (!(this.precpred(this.context, 11))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 11)");
                        }
                        this.state = 853;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 68 || _la === 70)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 854;
                        this.expr(12);
                        }
                        break;
                    case 3:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 855;
                        if (!(this.precpred(this.context, 10))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 10)");
                        }
                        this.state = 856;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 66 || _la === 67)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 857;
                        this.expr(11);
                        }
                        break;
                    case 4:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 858;
                        if (!(this.precpred(this.context, 9))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 9)");
                        }
                        this.state = 859;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(((((_la - 62)) & ~0x1F) === 0 && ((1 << (_la - 62)) & 15) !== 0))) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 860;
                        this.expr(10);
                        }
                        break;
                    case 5:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 861;
                        if (!(this.precpred(this.context, 8))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 8)");
                        }
                        this.state = 862;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 97 || _la === 98)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 863;
                        this.expr(9);
                        }
                        break;
                    case 6:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 864;
                        if (!(this.precpred(this.context, 7))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 7)");
                        }
                        this.state = 865;
                        (localContext as BinaryContext)._op = this.match(CParser.And);
                        this.state = 866;
                        this.expr(8);
                        }
                        break;
                    case 7:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 867;
                        if (!(this.precpred(this.context, 6))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 6)");
                        }
                        this.state = 868;
                        (localContext as BinaryContext)._op = this.match(CParser.Caret);
                        this.state = 869;
                        this.expr(7);
                        }
                        break;
                    case 8:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 870;
                        if (!(this.precpred(this.context, 5))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 5)");
                        }
                        this.state = 871;
                        (localContext as BinaryContext)._op = this.match(CParser.Or);
                        this.state = 872;
                        this.expr(6);
                        }
                        break;
                    case 9:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 873;
                        if (!(this.precpred(this.context, 4))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 4)");
                        }
                        this.state = 874;
                        (localContext as BinaryContext)._op = this.match(CParser.AndAnd);
                        this.state = 875;
                        this.expr(5);
                        }
                        break;
                    case 10:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 876;
                        if (!(this.precpred(this.context, 3))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 3)");
                        }
                        this.state = 877;
                        (localContext as BinaryContext)._op = this.match(CParser.OrOr);
                        this.state = 878;
                        this.expr(4);
                        }
                        break;
                    case 11:
                        {
                        localContext = new ConditionalContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 879;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 880;
                        this.match(CParser.Question);
                        this.state = 881;
                        this.expression();
                        this.state = 882;
                        this.match(CParser.Colon);
                        this.state = 883;
                        this.expr(2);
                        }
                        break;
                    case 12:
                        {
                        localContext = new AssignmentContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 885;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 886;
                        this.assignmentOperator();
                        this.state = 887;
                        this.expr(1);
                        }
                        break;
                    case 13:
                        {
                        localContext = new IndexContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 889;
                        if (!(this.precpred(this.context, 23))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 23)");
                        }
                        this.state = 890;
                        this.match(CParser.LeftBracket);
                        this.state = 891;
                        this.expression();
                        this.state = 892;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 14:
                        {
                        localContext = new CallContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 894;
                        if (!(this.precpred(this.context, 22))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 22)");
                        }
                        this.state = 895;
                        this.match(CParser.LeftParen);
                        this.state = 897;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 83912) !== 0) || ((((_la - 44)) & ~0x1F) === 0 && ((1 << (_la - 44)) & 2667581441) !== 0) || ((((_la - 80)) & ~0x1F) === 0 && ((1 << (_la - 80)) & 62914563) !== 0)) {
                            {
                            this.state = 896;
                            this.argumentList();
                            }
                        }

                        this.state = 899;
                        this.match(CParser.RightParen);
                        }
                        break;
                    case 15:
                        {
                        localContext = new MemberContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 900;
                        if (!(this.precpred(this.context, 21))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 21)");
                        }
                        this.state = 901;
                        (localContext as MemberContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 99 || _la === 100)) {
                            (localContext as MemberContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 902;
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 102 || _la === 114)) {
                        this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        }
                        break;
                    case 16:
                        {
                        localContext = new PostIncDecContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 903;
                        if (!(this.precpred(this.context, 20))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 20)");
                        }
                        this.state = 904;
                        (localContext as PostIncDecContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 69 || _la === 71)) {
                            (localContext as PostIncDecContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        }
                        break;
                    }
                    }
                }
                this.state = 909;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 115, this.context);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.unrollRecursionContexts(parentContext);
        }
        return localContext;
    }
    public argumentList(): ArgumentListContext {
        let localContext = new ArgumentListContext(this.context, this.state);
        this.enterRule(localContext, 94, CParser.RULE_argumentList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 910;
            this.expr(0);
            this.state = 915;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 85) {
                {
                {
                this.state = 911;
                this.match(CParser.Comma);
                this.state = 912;
                this.expr(0);
                }
                }
                this.state = 917;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public offsetofMember(): OffsetofMemberContext {
        let localContext = new OffsetofMemberContext(this.context, this.state);
        this.enterRule(localContext, 96, CParser.RULE_offsetofMember);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 918;
            _la = this.tokenStream.LA(1);
            if(!(_la === 102 || _la === 114)) {
            this.errorHandler.recoverInline(this);
            }
            else {
                this.errorHandler.reportMatch(this);
                this.consume();
            }
            this.state = 927;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 58 || _la === 100) {
                {
                this.state = 925;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.Dot:
                    {
                    this.state = 919;
                    this.match(CParser.Dot);
                    this.state = 920;
                    _la = this.tokenStream.LA(1);
                    if(!(_la === 102 || _la === 114)) {
                    this.errorHandler.recoverInline(this);
                    }
                    else {
                        this.errorHandler.reportMatch(this);
                        this.consume();
                    }
                    }
                    break;
                case CParser.LeftBracket:
                    {
                    this.state = 921;
                    this.match(CParser.LeftBracket);
                    this.state = 922;
                    this.expr(0);
                    this.state = 923;
                    this.match(CParser.RightBracket);
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 929;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public genericAssociation(): GenericAssociationContext {
        let localContext = new GenericAssociationContext(this.context, this.state);
        this.enterRule(localContext, 98, CParser.RULE_genericAssociation);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 932;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Attribute:
            case CParser.Extension:
            case CParser.Typeof:
            case CParser.AutoType:
            case CParser.Int128:
            case CParser.ExtendedFloat:
            case CParser.Alignas:
            case CParser.Atomic:
            case CParser.Char:
            case CParser.Const:
            case CParser.Double:
            case CParser.Enum:
            case CParser.Float:
            case CParser.Int:
            case CParser.Long:
            case CParser.Restrict:
            case CParser.Short:
            case CParser.Signed:
            case CParser.Struct:
            case CParser.Union:
            case CParser.Unsigned:
            case CParser.Void:
            case CParser.Volatile:
            case CParser.Bool:
            case CParser.Complex:
            case CParser.TypedefName:
                {
                this.state = 930;
                this.typeName();
                }
                break;
            case CParser.Default:
                {
                this.state = 931;
                this.match(CParser.Default);
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
            this.state = 934;
            this.match(CParser.Colon);
            this.state = 935;
            this.expr(0);
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }
    public assignmentOperator(): AssignmentOperatorContext {
        let localContext = new AssignmentOperatorContext(this.context, this.state);
        this.enterRule(localContext, 100, CParser.RULE_assignmentOperator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 937;
            _la = this.tokenStream.LA(1);
            if(!(((((_la - 86)) & ~0x1F) === 0 && ((1 << (_la - 86)) & 2047) !== 0))) {
            this.errorHandler.recoverInline(this);
            }
            else {
                this.errorHandler.reportMatch(this);
                this.consume();
            }
            }
        }
        catch (re) {
            if (re instanceof antlr.RecognitionException) {
                this.errorHandler.reportError(this, re);
                this.errorHandler.recover(this, re);
            } else {
                throw re;
            }
        }
        finally {
            this.exitRule();
        }
        return localContext;
    }

    public override sempred(localContext: antlr.ParserRuleContext | null, ruleIndex: number, predIndex: number): boolean {
        switch (ruleIndex) {
        case 34:
            return this.directDeclarator_sempred(localContext as DirectDeclaratorContext, predIndex);
        case 40:
            return this.directAbstractDeclarator_sempred(localContext as DirectAbstractDeclaratorContext, predIndex);
        case 46:
            return this.expr_sempred(localContext as ExprContext, predIndex);
        }
        return true;
    }
    private directDeclarator_sempred(localContext: DirectDeclaratorContext | null, predIndex: number): boolean {
        switch (predIndex) {
        case 0:
            return this.precpred(this.context, 2);
        case 1:
            return this.precpred(this.context, 1);
        }
        return true;
    }
    private directAbstractDeclarator_sempred(localContext: DirectAbstractDeclaratorContext | null, predIndex: number): boolean {
        switch (predIndex) {
        case 2:
            return this.precpred(this.context, 2);
        case 3:
            return this.precpred(this.context, 1);
        }
        return true;
    }
    private expr_sempred(localContext: ExprContext | null, predIndex: number): boolean {
        switch (predIndex) {
        case 4:
            return this.precpred(this.context, 12);
        case 5:
            return this.precpred(this.context, 11);
        case 6:
            return this.precpred(this.context, 10);
        case 7:
            return this.precpred(this.context, 9);
        case 8:
            return this.precpred(this.context, 8);
        case 9:
            return this.precpred(this.context, 7);
        case 10:
            return this.precpred(this.context, 6);
        case 11:
            return this.precpred(this.context, 5);
        case 12:
            return this.precpred(this.context, 4);
        case 13:
            return this.precpred(this.context, 3);
        case 14:
            return this.precpred(this.context, 2);
        case 15:
            return this.precpred(this.context, 1);
        case 16:
            return this.precpred(this.context, 23);
        case 17:
            return this.precpred(this.context, 22);
        case 18:
            return this.precpred(this.context, 21);
        case 19:
            return this.precpred(this.context, 20);
        }
        return true;
    }

    public static readonly _serializedATN: number[] = [
        4,1,114,940,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,
        7,6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,
        13,2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,
        20,7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,
        26,2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,
        33,7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,2,38,7,38,2,39,7,
        39,2,40,7,40,2,41,7,41,2,42,7,42,2,43,7,43,2,44,7,44,2,45,7,45,2,
        46,7,46,2,47,7,47,2,48,7,48,2,49,7,49,2,50,7,50,1,0,1,0,1,0,1,0,
        1,0,5,0,108,8,0,10,0,12,0,111,9,0,1,0,1,0,1,1,1,1,1,1,1,1,1,1,1,
        1,3,1,121,8,1,1,1,1,1,5,1,125,8,1,10,1,12,1,128,9,1,1,1,3,1,131,
        8,1,3,1,133,8,1,1,2,1,2,1,3,1,3,1,3,1,3,5,3,141,8,3,10,3,12,3,144,
        9,3,3,3,146,8,3,1,3,1,3,1,4,1,4,1,4,1,4,1,4,4,4,155,8,4,11,4,12,
        4,156,3,4,159,8,4,1,4,1,4,1,4,1,5,1,5,1,5,1,5,1,5,1,5,1,5,4,5,171,
        8,5,11,5,12,5,172,1,6,1,6,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,
        7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,1,7,3,7,196,8,7,1,8,1,8,1,8,1,
        8,3,8,202,8,8,1,8,1,8,1,9,1,9,1,9,1,9,1,9,1,10,1,10,1,11,1,11,1,
        12,1,12,1,12,1,12,3,12,219,8,12,1,12,1,12,1,13,1,13,1,13,1,13,3,
        13,227,8,13,1,13,1,13,3,13,231,8,13,5,13,233,8,13,10,13,12,13,236,
        9,13,1,13,1,13,1,13,1,14,1,14,1,14,1,14,1,14,5,14,246,8,14,10,14,
        12,14,249,9,14,3,14,251,8,14,1,14,1,14,1,14,5,14,256,8,14,10,14,
        12,14,259,9,14,1,14,3,14,262,8,14,1,15,1,15,1,16,1,16,5,16,268,8,
        16,10,16,12,16,271,9,16,1,16,1,16,3,16,275,8,16,1,17,1,17,1,17,4,
        17,280,8,17,11,17,12,17,281,1,17,1,17,1,18,1,18,5,18,288,8,18,10,
        18,12,18,291,9,18,1,18,3,18,294,8,18,1,18,1,18,1,18,1,18,5,18,300,
        8,18,10,18,12,18,303,9,18,1,18,1,18,5,18,307,8,18,10,18,12,18,310,
        9,18,1,18,1,18,5,18,314,8,18,10,18,12,18,317,9,18,1,18,1,18,3,18,
        321,8,18,1,19,1,19,1,20,1,20,1,21,1,21,3,21,329,8,21,1,21,1,21,1,
        22,1,22,1,22,1,22,1,22,4,22,338,8,22,11,22,12,22,339,1,23,1,23,1,
        23,5,23,345,8,23,10,23,12,23,348,9,23,1,24,1,24,1,24,1,24,5,24,354,
        8,24,10,24,12,24,357,9,24,3,24,359,8,24,1,24,1,24,1,24,5,24,364,
        8,24,10,24,12,24,367,9,24,3,24,369,8,24,1,25,1,25,5,25,373,8,25,
        10,25,12,25,376,9,25,1,25,3,25,379,8,25,1,25,1,25,1,25,1,25,5,25,
        385,8,25,10,25,12,25,388,9,25,1,25,3,25,391,8,25,1,25,1,25,5,25,
        395,8,25,10,25,12,25,398,9,25,1,25,1,25,5,25,402,8,25,10,25,12,25,
        405,9,25,1,25,3,25,408,8,25,1,26,1,26,5,26,412,8,26,10,26,12,26,
        415,9,26,1,26,1,26,3,26,419,8,26,1,27,1,27,1,27,3,27,424,8,27,1,
        28,1,28,1,28,1,28,3,28,430,8,28,3,28,432,8,28,1,28,3,28,435,8,28,
        1,29,1,29,1,29,5,29,440,8,29,10,29,12,29,443,9,29,1,30,4,30,446,
        8,30,11,30,12,30,447,1,30,3,30,451,8,30,3,30,453,8,30,1,30,1,30,
        1,31,1,31,1,31,1,31,3,31,461,8,31,1,31,1,31,1,31,1,31,3,31,467,8,
        31,1,32,5,32,470,8,32,10,32,12,32,473,9,32,1,32,1,32,1,32,5,32,478,
        8,32,10,32,12,32,481,9,32,1,33,1,33,1,33,5,33,486,8,33,10,33,12,
        33,489,9,33,1,34,1,34,1,34,1,34,5,34,495,8,34,10,34,12,34,498,9,
        34,1,34,1,34,1,34,3,34,503,8,34,1,34,1,34,1,34,5,34,508,8,34,10,
        34,12,34,511,9,34,1,34,3,34,514,8,34,1,34,1,34,1,34,1,34,3,34,520,
        8,34,1,34,5,34,523,8,34,10,34,12,34,526,9,34,1,35,1,35,3,35,530,
        8,35,1,36,1,36,1,36,5,36,535,8,36,10,36,12,36,538,9,36,1,36,1,36,
        3,36,542,8,36,1,37,1,37,1,37,3,37,547,8,37,1,38,1,38,3,38,551,8,
        38,1,39,4,39,554,8,39,11,39,12,39,555,1,39,3,39,559,8,39,1,39,5,
        39,562,8,39,10,39,12,39,565,9,39,1,39,1,39,5,39,569,8,39,10,39,12,
        39,572,9,39,3,39,574,8,39,1,40,1,40,1,40,5,40,579,8,40,10,40,12,
        40,582,9,40,1,40,1,40,1,40,1,40,1,40,5,40,589,8,40,10,40,12,40,592,
        9,40,1,40,3,40,595,8,40,1,40,1,40,1,40,3,40,600,8,40,1,40,3,40,603,
        8,40,1,40,1,40,1,40,5,40,608,8,40,10,40,12,40,611,9,40,1,40,3,40,
        614,8,40,1,40,1,40,1,40,1,40,3,40,620,8,40,1,40,5,40,623,8,40,10,
        40,12,40,626,9,40,1,41,1,41,1,41,1,41,1,41,5,41,633,8,41,10,41,12,
        41,636,9,41,1,41,1,41,1,42,1,42,3,42,642,8,42,1,42,1,42,4,42,646,
        8,42,11,42,12,42,647,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,
        3,42,659,8,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,
        1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,3,42,679,8,42,1,42,1,42,
        3,42,683,8,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,3,42,
        694,8,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,
        1,42,1,42,1,42,3,42,710,8,42,1,42,1,42,1,42,1,42,1,42,1,42,1,42,
        1,42,1,42,5,42,721,8,42,10,42,12,42,724,9,42,1,42,1,42,3,42,728,
        8,42,1,43,1,43,1,43,1,43,5,43,734,8,43,10,43,12,43,737,9,43,1,43,
        1,43,5,43,741,8,43,10,43,12,43,744,9,43,1,43,1,43,1,43,1,44,1,44,
        3,44,751,8,44,1,44,3,44,754,8,44,1,45,1,45,1,45,5,45,759,8,45,10,
        45,12,45,762,9,45,1,46,1,46,1,46,1,46,1,46,4,46,769,8,46,11,46,12,
        46,770,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,
        46,1,46,1,46,3,46,787,8,46,3,46,789,8,46,1,46,1,46,1,46,1,46,1,46,
        1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,
        1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,4,46,819,8,46,
        11,46,12,46,820,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,
        1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,
        1,46,1,46,3,46,848,8,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,
        1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,
        1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,
        1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,1,46,
        1,46,3,46,898,8,46,1,46,1,46,1,46,1,46,1,46,1,46,5,46,906,8,46,10,
        46,12,46,909,9,46,1,47,1,47,1,47,5,47,914,8,47,10,47,12,47,917,9,
        47,1,48,1,48,1,48,1,48,1,48,1,48,1,48,5,48,926,8,48,10,48,12,48,
        929,9,48,1,49,1,49,3,49,933,8,49,1,49,1,49,1,49,1,50,1,50,1,50,0,
        3,68,80,92,51,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,
        38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,72,74,76,78,80,
        82,84,86,88,90,92,94,96,98,100,0,16,5,0,19,20,31,31,39,39,45,45,
        48,48,4,0,15,15,24,24,40,40,52,52,2,0,17,17,36,36,2,0,56,57,85,85,
        1,0,56,57,2,0,46,46,49,49,2,0,102,102,114,114,2,0,69,69,71,71,7,
        0,3,3,6,7,68,68,70,70,72,72,75,75,80,81,1,0,72,74,2,0,68,68,70,70,
        1,0,66,67,1,0,62,65,1,0,97,98,1,0,99,100,1,0,86,96,1087,0,109,1,
        0,0,0,2,114,1,0,0,0,4,134,1,0,0,0,6,136,1,0,0,0,8,149,1,0,0,0,10,
        170,1,0,0,0,12,174,1,0,0,0,14,195,1,0,0,0,16,197,1,0,0,0,18,205,
        1,0,0,0,20,210,1,0,0,0,22,212,1,0,0,0,24,214,1,0,0,0,26,222,1,0,
        0,0,28,240,1,0,0,0,30,263,1,0,0,0,32,274,1,0,0,0,34,276,1,0,0,0,
        36,320,1,0,0,0,38,322,1,0,0,0,40,324,1,0,0,0,42,326,1,0,0,0,44,337,
        1,0,0,0,46,341,1,0,0,0,48,368,1,0,0,0,50,407,1,0,0,0,52,409,1,0,
        0,0,54,420,1,0,0,0,56,434,1,0,0,0,58,436,1,0,0,0,60,452,1,0,0,0,
        62,466,1,0,0,0,64,471,1,0,0,0,66,482,1,0,0,0,68,502,1,0,0,0,70,529,
        1,0,0,0,72,531,1,0,0,0,74,543,1,0,0,0,76,548,1,0,0,0,78,573,1,0,
        0,0,80,602,1,0,0,0,82,627,1,0,0,0,84,727,1,0,0,0,86,729,1,0,0,0,
        88,753,1,0,0,0,90,755,1,0,0,0,92,847,1,0,0,0,94,910,1,0,0,0,96,918,
        1,0,0,0,98,932,1,0,0,0,100,937,1,0,0,0,102,108,3,2,1,0,103,108,3,
        8,4,0,104,108,3,86,43,0,105,108,3,4,2,0,106,108,5,84,0,0,107,102,
        1,0,0,0,107,103,1,0,0,0,107,104,1,0,0,0,107,105,1,0,0,0,107,106,
        1,0,0,0,108,111,1,0,0,0,109,107,1,0,0,0,109,110,1,0,0,0,110,112,
        1,0,0,0,111,109,1,0,0,0,112,113,5,0,0,1,113,1,1,0,0,0,114,132,3,
        10,5,0,115,133,5,84,0,0,116,130,3,64,32,0,117,131,3,82,41,0,118,
        119,5,86,0,0,119,121,3,56,28,0,120,118,1,0,0,0,120,121,1,0,0,0,121,
        126,1,0,0,0,122,123,5,85,0,0,123,125,3,54,27,0,124,122,1,0,0,0,125,
        128,1,0,0,0,126,124,1,0,0,0,126,127,1,0,0,0,127,129,1,0,0,0,128,
        126,1,0,0,0,129,131,5,84,0,0,130,117,1,0,0,0,130,120,1,0,0,0,131,
        133,1,0,0,0,132,115,1,0,0,0,132,116,1,0,0,0,133,3,1,0,0,0,134,135,
        5,106,0,0,135,5,1,0,0,0,136,145,3,10,5,0,137,142,3,54,27,0,138,139,
        5,85,0,0,139,141,3,54,27,0,140,138,1,0,0,0,141,144,1,0,0,0,142,140,
        1,0,0,0,142,143,1,0,0,0,143,146,1,0,0,0,144,142,1,0,0,0,145,137,
        1,0,0,0,145,146,1,0,0,0,146,147,1,0,0,0,147,148,5,84,0,0,148,7,1,
        0,0,0,149,150,5,18,0,0,150,151,5,56,0,0,151,158,3,92,46,0,152,154,
        5,85,0,0,153,155,5,105,0,0,154,153,1,0,0,0,155,156,1,0,0,0,156,154,
        1,0,0,0,156,157,1,0,0,0,157,159,1,0,0,0,158,152,1,0,0,0,158,159,
        1,0,0,0,159,160,1,0,0,0,160,161,5,57,0,0,161,162,5,84,0,0,162,9,
        1,0,0,0,163,171,3,12,6,0,164,171,3,14,7,0,165,171,3,20,10,0,166,
        171,3,22,11,0,167,171,3,24,12,0,168,171,3,26,13,0,169,171,5,3,0,
        0,170,163,1,0,0,0,170,164,1,0,0,0,170,165,1,0,0,0,170,166,1,0,0,
        0,170,167,1,0,0,0,170,168,1,0,0,0,170,169,1,0,0,0,171,172,1,0,0,
        0,172,170,1,0,0,0,172,173,1,0,0,0,173,11,1,0,0,0,174,175,7,0,0,0,
        175,13,1,0,0,0,176,196,5,51,0,0,177,196,5,23,0,0,178,196,5,42,0,
        0,179,196,5,37,0,0,180,196,5,38,0,0,181,196,5,32,0,0,182,196,5,28,
        0,0,183,196,5,43,0,0,184,196,5,50,0,0,185,196,5,54,0,0,186,196,5,
        55,0,0,187,196,5,11,0,0,188,196,5,12,0,0,189,196,5,5,0,0,190,196,
        3,36,18,0,191,196,3,50,25,0,192,196,3,16,8,0,193,196,3,18,9,0,194,
        196,5,114,0,0,195,176,1,0,0,0,195,177,1,0,0,0,195,178,1,0,0,0,195,
        179,1,0,0,0,195,180,1,0,0,0,195,181,1,0,0,0,195,182,1,0,0,0,195,
        183,1,0,0,0,195,184,1,0,0,0,195,185,1,0,0,0,195,186,1,0,0,0,195,
        187,1,0,0,0,195,188,1,0,0,0,195,189,1,0,0,0,195,190,1,0,0,0,195,
        191,1,0,0,0,195,192,1,0,0,0,195,193,1,0,0,0,195,194,1,0,0,0,196,
        15,1,0,0,0,197,198,5,4,0,0,198,201,5,56,0,0,199,202,3,76,38,0,200,
        202,3,90,45,0,201,199,1,0,0,0,201,200,1,0,0,0,202,203,1,0,0,0,203,
        204,5,57,0,0,204,17,1,0,0,0,205,206,5,15,0,0,206,207,5,56,0,0,207,
        208,3,76,38,0,208,209,5,57,0,0,209,19,1,0,0,0,210,211,7,1,0,0,211,
        21,1,0,0,0,212,213,7,2,0,0,213,23,1,0,0,0,214,215,5,13,0,0,215,218,
        5,56,0,0,216,219,3,76,38,0,217,219,3,92,46,0,218,216,1,0,0,0,218,
        217,1,0,0,0,219,220,1,0,0,0,220,221,5,57,0,0,221,25,1,0,0,0,222,
        223,5,1,0,0,223,224,5,56,0,0,224,226,5,56,0,0,225,227,3,28,14,0,
        226,225,1,0,0,0,226,227,1,0,0,0,227,234,1,0,0,0,228,230,5,85,0,0,
        229,231,3,28,14,0,230,229,1,0,0,0,230,231,1,0,0,0,231,233,1,0,0,
        0,232,228,1,0,0,0,233,236,1,0,0,0,234,232,1,0,0,0,234,235,1,0,0,
        0,235,237,1,0,0,0,236,234,1,0,0,0,237,238,5,57,0,0,238,239,5,57,
        0,0,239,27,1,0,0,0,240,261,3,30,15,0,241,250,5,56,0,0,242,247,3,
        92,46,0,243,244,5,85,0,0,244,246,3,92,46,0,245,243,1,0,0,0,246,249,
        1,0,0,0,247,245,1,0,0,0,247,248,1,0,0,0,248,251,1,0,0,0,249,247,
        1,0,0,0,250,242,1,0,0,0,250,251,1,0,0,0,251,252,1,0,0,0,252,262,
        5,57,0,0,253,257,5,56,0,0,254,256,3,32,16,0,255,254,1,0,0,0,256,
        259,1,0,0,0,257,255,1,0,0,0,257,258,1,0,0,0,258,260,1,0,0,0,259,
        257,1,0,0,0,260,262,5,57,0,0,261,241,1,0,0,0,261,253,1,0,0,0,261,
        262,1,0,0,0,262,29,1,0,0,0,263,264,8,3,0,0,264,31,1,0,0,0,265,269,
        5,56,0,0,266,268,3,32,16,0,267,266,1,0,0,0,268,271,1,0,0,0,269,267,
        1,0,0,0,269,270,1,0,0,0,270,272,1,0,0,0,271,269,1,0,0,0,272,275,
        5,57,0,0,273,275,8,4,0,0,274,265,1,0,0,0,274,273,1,0,0,0,275,33,
        1,0,0,0,276,277,5,2,0,0,277,279,5,56,0,0,278,280,5,105,0,0,279,278,
        1,0,0,0,280,281,1,0,0,0,281,279,1,0,0,0,281,282,1,0,0,0,282,283,
        1,0,0,0,283,284,5,57,0,0,284,35,1,0,0,0,285,289,3,38,19,0,286,288,
        3,26,13,0,287,286,1,0,0,0,288,291,1,0,0,0,289,287,1,0,0,0,289,290,
        1,0,0,0,290,293,1,0,0,0,291,289,1,0,0,0,292,294,3,40,20,0,293,292,
        1,0,0,0,293,294,1,0,0,0,294,295,1,0,0,0,295,301,5,60,0,0,296,300,
        3,42,21,0,297,300,3,8,4,0,298,300,5,84,0,0,299,296,1,0,0,0,299,297,
        1,0,0,0,299,298,1,0,0,0,300,303,1,0,0,0,301,299,1,0,0,0,301,302,
        1,0,0,0,302,304,1,0,0,0,303,301,1,0,0,0,304,308,5,61,0,0,305,307,
        3,26,13,0,306,305,1,0,0,0,307,310,1,0,0,0,308,306,1,0,0,0,308,309,
        1,0,0,0,309,321,1,0,0,0,310,308,1,0,0,0,311,315,3,38,19,0,312,314,
        3,26,13,0,313,312,1,0,0,0,314,317,1,0,0,0,315,313,1,0,0,0,315,316,
        1,0,0,0,316,318,1,0,0,0,317,315,1,0,0,0,318,319,3,40,20,0,319,321,
        1,0,0,0,320,285,1,0,0,0,320,311,1,0,0,0,321,37,1,0,0,0,322,323,7,
        5,0,0,323,39,1,0,0,0,324,325,7,6,0,0,325,41,1,0,0,0,326,328,3,44,
        22,0,327,329,3,46,23,0,328,327,1,0,0,0,328,329,1,0,0,0,329,330,1,
        0,0,0,330,331,5,84,0,0,331,43,1,0,0,0,332,338,3,14,7,0,333,338,3,
        20,10,0,334,338,3,24,12,0,335,338,3,26,13,0,336,338,5,3,0,0,337,
        332,1,0,0,0,337,333,1,0,0,0,337,334,1,0,0,0,337,335,1,0,0,0,337,
        336,1,0,0,0,338,339,1,0,0,0,339,337,1,0,0,0,339,340,1,0,0,0,340,
        45,1,0,0,0,341,346,3,48,24,0,342,343,5,85,0,0,343,345,3,48,24,0,
        344,342,1,0,0,0,345,348,1,0,0,0,346,344,1,0,0,0,346,347,1,0,0,0,
        347,47,1,0,0,0,348,346,1,0,0,0,349,358,3,64,32,0,350,351,5,83,0,
        0,351,355,3,92,46,0,352,354,3,26,13,0,353,352,1,0,0,0,354,357,1,
        0,0,0,355,353,1,0,0,0,355,356,1,0,0,0,356,359,1,0,0,0,357,355,1,
        0,0,0,358,350,1,0,0,0,358,359,1,0,0,0,359,369,1,0,0,0,360,361,5,
        83,0,0,361,365,3,92,46,0,362,364,3,26,13,0,363,362,1,0,0,0,364,367,
        1,0,0,0,365,363,1,0,0,0,365,366,1,0,0,0,366,369,1,0,0,0,367,365,
        1,0,0,0,368,349,1,0,0,0,368,360,1,0,0,0,369,49,1,0,0,0,370,374,5,
        30,0,0,371,373,3,26,13,0,372,371,1,0,0,0,373,376,1,0,0,0,374,372,
        1,0,0,0,374,375,1,0,0,0,375,378,1,0,0,0,376,374,1,0,0,0,377,379,
        3,40,20,0,378,377,1,0,0,0,378,379,1,0,0,0,379,380,1,0,0,0,380,381,
        5,60,0,0,381,386,3,52,26,0,382,383,5,85,0,0,383,385,3,52,26,0,384,
        382,1,0,0,0,385,388,1,0,0,0,386,384,1,0,0,0,386,387,1,0,0,0,387,
        390,1,0,0,0,388,386,1,0,0,0,389,391,5,85,0,0,390,389,1,0,0,0,390,
        391,1,0,0,0,391,392,1,0,0,0,392,396,5,61,0,0,393,395,3,26,13,0,394,
        393,1,0,0,0,395,398,1,0,0,0,396,394,1,0,0,0,396,397,1,0,0,0,397,
        408,1,0,0,0,398,396,1,0,0,0,399,403,5,30,0,0,400,402,3,26,13,0,401,
        400,1,0,0,0,402,405,1,0,0,0,403,401,1,0,0,0,403,404,1,0,0,0,404,
        406,1,0,0,0,405,403,1,0,0,0,406,408,3,40,20,0,407,370,1,0,0,0,407,
        399,1,0,0,0,408,51,1,0,0,0,409,413,5,102,0,0,410,412,3,26,13,0,411,
        410,1,0,0,0,412,415,1,0,0,0,413,411,1,0,0,0,413,414,1,0,0,0,414,
        418,1,0,0,0,415,413,1,0,0,0,416,417,5,86,0,0,417,419,3,92,46,0,418,
        416,1,0,0,0,418,419,1,0,0,0,419,53,1,0,0,0,420,423,3,64,32,0,421,
        422,5,86,0,0,422,424,3,56,28,0,423,421,1,0,0,0,423,424,1,0,0,0,424,
        55,1,0,0,0,425,435,3,92,46,0,426,431,5,60,0,0,427,429,3,58,29,0,
        428,430,5,85,0,0,429,428,1,0,0,0,429,430,1,0,0,0,430,432,1,0,0,0,
        431,427,1,0,0,0,431,432,1,0,0,0,432,433,1,0,0,0,433,435,5,61,0,0,
        434,425,1,0,0,0,434,426,1,0,0,0,435,57,1,0,0,0,436,441,3,60,30,0,
        437,438,5,85,0,0,438,440,3,60,30,0,439,437,1,0,0,0,440,443,1,0,0,
        0,441,439,1,0,0,0,441,442,1,0,0,0,442,59,1,0,0,0,443,441,1,0,0,0,
        444,446,3,62,31,0,445,444,1,0,0,0,446,447,1,0,0,0,447,445,1,0,0,
        0,447,448,1,0,0,0,448,450,1,0,0,0,449,451,5,86,0,0,450,449,1,0,0,
        0,450,451,1,0,0,0,451,453,1,0,0,0,452,445,1,0,0,0,452,453,1,0,0,
        0,453,454,1,0,0,0,454,455,3,56,28,0,455,61,1,0,0,0,456,457,5,58,
        0,0,457,460,3,92,46,0,458,459,5,101,0,0,459,461,3,92,46,0,460,458,
        1,0,0,0,460,461,1,0,0,0,461,462,1,0,0,0,462,463,5,59,0,0,463,467,
        1,0,0,0,464,465,5,100,0,0,465,467,7,6,0,0,466,456,1,0,0,0,466,464,
        1,0,0,0,467,63,1,0,0,0,468,470,3,66,33,0,469,468,1,0,0,0,470,473,
        1,0,0,0,471,469,1,0,0,0,471,472,1,0,0,0,472,474,1,0,0,0,473,471,
        1,0,0,0,474,479,3,68,34,0,475,478,3,34,17,0,476,478,3,26,13,0,477,
        475,1,0,0,0,477,476,1,0,0,0,478,481,1,0,0,0,479,477,1,0,0,0,479,
        480,1,0,0,0,480,65,1,0,0,0,481,479,1,0,0,0,482,487,5,72,0,0,483,
        486,3,20,10,0,484,486,3,26,13,0,485,483,1,0,0,0,485,484,1,0,0,0,
        486,489,1,0,0,0,487,485,1,0,0,0,487,488,1,0,0,0,488,67,1,0,0,0,489,
        487,1,0,0,0,490,491,6,34,-1,0,491,503,5,102,0,0,492,496,5,56,0,0,
        493,495,3,26,13,0,494,493,1,0,0,0,495,498,1,0,0,0,496,494,1,0,0,
        0,496,497,1,0,0,0,497,499,1,0,0,0,498,496,1,0,0,0,499,500,3,64,32,
        0,500,501,5,57,0,0,501,503,1,0,0,0,502,490,1,0,0,0,502,492,1,0,0,
        0,503,524,1,0,0,0,504,505,10,2,0,0,505,509,5,58,0,0,506,508,3,70,
        35,0,507,506,1,0,0,0,508,511,1,0,0,0,509,507,1,0,0,0,509,510,1,0,
        0,0,510,513,1,0,0,0,511,509,1,0,0,0,512,514,3,92,46,0,513,512,1,
        0,0,0,513,514,1,0,0,0,514,515,1,0,0,0,515,523,5,59,0,0,516,517,10,
        1,0,0,517,519,5,56,0,0,518,520,3,72,36,0,519,518,1,0,0,0,519,520,
        1,0,0,0,520,521,1,0,0,0,521,523,5,57,0,0,522,504,1,0,0,0,522,516,
        1,0,0,0,523,526,1,0,0,0,524,522,1,0,0,0,524,525,1,0,0,0,525,69,1,
        0,0,0,526,524,1,0,0,0,527,530,3,20,10,0,528,530,5,45,0,0,529,527,
        1,0,0,0,529,528,1,0,0,0,530,71,1,0,0,0,531,536,3,74,37,0,532,533,
        5,85,0,0,533,535,3,74,37,0,534,532,1,0,0,0,535,538,1,0,0,0,536,534,
        1,0,0,0,536,537,1,0,0,0,537,541,1,0,0,0,538,536,1,0,0,0,539,540,
        5,85,0,0,540,542,5,101,0,0,541,539,1,0,0,0,541,542,1,0,0,0,542,73,
        1,0,0,0,543,546,3,10,5,0,544,547,3,64,32,0,545,547,3,78,39,0,546,
        544,1,0,0,0,546,545,1,0,0,0,546,547,1,0,0,0,547,75,1,0,0,0,548,550,
        3,44,22,0,549,551,3,78,39,0,550,549,1,0,0,0,550,551,1,0,0,0,551,
        77,1,0,0,0,552,554,3,66,33,0,553,552,1,0,0,0,554,555,1,0,0,0,555,
        553,1,0,0,0,555,556,1,0,0,0,556,558,1,0,0,0,557,559,3,80,40,0,558,
        557,1,0,0,0,558,559,1,0,0,0,559,563,1,0,0,0,560,562,3,26,13,0,561,
        560,1,0,0,0,562,565,1,0,0,0,563,561,1,0,0,0,563,564,1,0,0,0,564,
        574,1,0,0,0,565,563,1,0,0,0,566,570,3,80,40,0,567,569,3,26,13,0,
        568,567,1,0,0,0,569,572,1,0,0,0,570,568,1,0,0,0,570,571,1,0,0,0,
        571,574,1,0,0,0,572,570,1,0,0,0,573,553,1,0,0,0,573,566,1,0,0,0,
        574,79,1,0,0,0,575,576,6,40,-1,0,576,580,5,56,0,0,577,579,3,26,13,
        0,578,577,1,0,0,0,579,582,1,0,0,0,580,578,1,0,0,0,580,581,1,0,0,
        0,581,583,1,0,0,0,582,580,1,0,0,0,583,584,3,78,39,0,584,585,5,57,
        0,0,585,603,1,0,0,0,586,590,5,58,0,0,587,589,3,70,35,0,588,587,1,
        0,0,0,589,592,1,0,0,0,590,588,1,0,0,0,590,591,1,0,0,0,591,594,1,
        0,0,0,592,590,1,0,0,0,593,595,3,92,46,0,594,593,1,0,0,0,594,595,
        1,0,0,0,595,596,1,0,0,0,596,603,5,59,0,0,597,599,5,56,0,0,598,600,
        3,72,36,0,599,598,1,0,0,0,599,600,1,0,0,0,600,601,1,0,0,0,601,603,
        5,57,0,0,602,575,1,0,0,0,602,586,1,0,0,0,602,597,1,0,0,0,603,624,
        1,0,0,0,604,605,10,2,0,0,605,609,5,58,0,0,606,608,3,70,35,0,607,
        606,1,0,0,0,608,611,1,0,0,0,609,607,1,0,0,0,609,610,1,0,0,0,610,
        613,1,0,0,0,611,609,1,0,0,0,612,614,3,92,46,0,613,612,1,0,0,0,613,
        614,1,0,0,0,614,615,1,0,0,0,615,623,5,59,0,0,616,617,10,1,0,0,617,
        619,5,56,0,0,618,620,3,72,36,0,619,618,1,0,0,0,619,620,1,0,0,0,620,
        621,1,0,0,0,621,623,5,57,0,0,622,604,1,0,0,0,622,616,1,0,0,0,623,
        626,1,0,0,0,624,622,1,0,0,0,624,625,1,0,0,0,625,81,1,0,0,0,626,624,
        1,0,0,0,627,634,5,60,0,0,628,633,3,6,3,0,629,633,3,8,4,0,630,633,
        3,84,42,0,631,633,3,4,2,0,632,628,1,0,0,0,632,629,1,0,0,0,632,630,
        1,0,0,0,632,631,1,0,0,0,633,636,1,0,0,0,634,632,1,0,0,0,634,635,
        1,0,0,0,635,637,1,0,0,0,636,634,1,0,0,0,637,638,5,61,0,0,638,83,
        1,0,0,0,639,728,3,82,41,0,640,642,3,90,45,0,641,640,1,0,0,0,641,
        642,1,0,0,0,642,643,1,0,0,0,643,728,5,84,0,0,644,646,3,26,13,0,645,
        644,1,0,0,0,646,647,1,0,0,0,647,645,1,0,0,0,647,648,1,0,0,0,648,
        649,1,0,0,0,649,650,5,84,0,0,650,728,1,0,0,0,651,652,5,35,0,0,652,
        653,5,56,0,0,653,654,3,90,45,0,654,655,5,57,0,0,655,658,3,84,42,
        0,656,657,5,29,0,0,657,659,3,84,42,0,658,656,1,0,0,0,658,659,1,0,
        0,0,659,728,1,0,0,0,660,661,5,53,0,0,661,662,5,56,0,0,662,663,3,
        90,45,0,663,664,5,57,0,0,664,665,3,84,42,0,665,728,1,0,0,0,666,667,
        5,27,0,0,667,668,3,84,42,0,668,669,5,53,0,0,669,670,5,56,0,0,670,
        671,3,90,45,0,671,672,5,57,0,0,672,673,5,84,0,0,673,728,1,0,0,0,
        674,675,5,33,0,0,675,676,5,56,0,0,676,678,3,88,44,0,677,679,3,90,
        45,0,678,677,1,0,0,0,678,679,1,0,0,0,679,680,1,0,0,0,680,682,5,84,
        0,0,681,683,3,90,45,0,682,681,1,0,0,0,682,683,1,0,0,0,683,684,1,
        0,0,0,684,685,5,57,0,0,685,686,3,84,42,0,686,728,1,0,0,0,687,688,
        5,25,0,0,688,728,5,84,0,0,689,690,5,21,0,0,690,728,5,84,0,0,691,
        693,5,41,0,0,692,694,3,90,45,0,693,692,1,0,0,0,693,694,1,0,0,0,694,
        695,1,0,0,0,695,728,5,84,0,0,696,697,5,34,0,0,697,698,5,102,0,0,
        698,728,5,84,0,0,699,700,5,47,0,0,700,701,5,56,0,0,701,702,3,90,
        45,0,702,703,5,57,0,0,703,704,3,84,42,0,704,728,1,0,0,0,705,706,
        5,22,0,0,706,709,3,92,46,0,707,708,5,101,0,0,708,710,3,92,46,0,709,
        707,1,0,0,0,709,710,1,0,0,0,710,711,1,0,0,0,711,712,5,83,0,0,712,
        713,3,84,42,0,713,728,1,0,0,0,714,715,5,26,0,0,715,716,5,83,0,0,
        716,728,3,84,42,0,717,718,5,102,0,0,718,722,5,83,0,0,719,721,3,26,
        13,0,720,719,1,0,0,0,721,724,1,0,0,0,722,720,1,0,0,0,722,723,1,0,
        0,0,723,725,1,0,0,0,724,722,1,0,0,0,725,728,3,84,42,0,726,728,3,
        86,43,0,727,639,1,0,0,0,727,641,1,0,0,0,727,645,1,0,0,0,727,651,
        1,0,0,0,727,660,1,0,0,0,727,666,1,0,0,0,727,674,1,0,0,0,727,687,
        1,0,0,0,727,689,1,0,0,0,727,691,1,0,0,0,727,696,1,0,0,0,727,699,
        1,0,0,0,727,705,1,0,0,0,727,714,1,0,0,0,727,717,1,0,0,0,727,726,
        1,0,0,0,728,85,1,0,0,0,729,735,5,2,0,0,730,734,3,20,10,0,731,734,
        5,36,0,0,732,734,5,34,0,0,733,730,1,0,0,0,733,731,1,0,0,0,733,732,
        1,0,0,0,734,737,1,0,0,0,735,733,1,0,0,0,735,736,1,0,0,0,736,738,
        1,0,0,0,737,735,1,0,0,0,738,742,5,56,0,0,739,741,3,32,16,0,740,739,
        1,0,0,0,741,744,1,0,0,0,742,740,1,0,0,0,742,743,1,0,0,0,743,745,
        1,0,0,0,744,742,1,0,0,0,745,746,5,57,0,0,746,747,5,84,0,0,747,87,
        1,0,0,0,748,754,3,6,3,0,749,751,3,90,45,0,750,749,1,0,0,0,750,751,
        1,0,0,0,751,752,1,0,0,0,752,754,5,84,0,0,753,748,1,0,0,0,753,750,
        1,0,0,0,754,89,1,0,0,0,755,760,3,92,46,0,756,757,5,85,0,0,757,759,
        3,92,46,0,758,756,1,0,0,0,759,762,1,0,0,0,760,758,1,0,0,0,760,761,
        1,0,0,0,761,91,1,0,0,0,762,760,1,0,0,0,763,764,6,46,-1,0,764,848,
        5,102,0,0,765,848,5,103,0,0,766,848,5,104,0,0,767,769,5,105,0,0,
        768,767,1,0,0,0,769,770,1,0,0,0,770,768,1,0,0,0,770,771,1,0,0,0,
        771,848,1,0,0,0,772,773,5,56,0,0,773,774,3,90,45,0,774,775,5,57,
        0,0,775,848,1,0,0,0,776,777,5,56,0,0,777,778,3,82,41,0,778,779,5,
        57,0,0,779,848,1,0,0,0,780,781,5,56,0,0,781,782,3,76,38,0,782,783,
        5,57,0,0,783,788,5,60,0,0,784,786,3,58,29,0,785,787,5,85,0,0,786,
        785,1,0,0,0,786,787,1,0,0,0,787,789,1,0,0,0,788,784,1,0,0,0,788,
        789,1,0,0,0,789,790,1,0,0,0,790,791,5,61,0,0,791,848,1,0,0,0,792,
        793,5,8,0,0,793,794,5,56,0,0,794,795,3,92,46,0,795,796,5,85,0,0,
        796,797,3,76,38,0,797,798,5,57,0,0,798,848,1,0,0,0,799,800,5,9,0,
        0,800,801,5,56,0,0,801,802,3,76,38,0,802,803,5,85,0,0,803,804,3,
        96,48,0,804,805,5,57,0,0,805,848,1,0,0,0,806,807,5,10,0,0,807,808,
        5,56,0,0,808,809,3,76,38,0,809,810,5,85,0,0,810,811,3,76,38,0,811,
        812,5,57,0,0,812,848,1,0,0,0,813,814,5,16,0,0,814,815,5,56,0,0,815,
        818,3,92,46,0,816,817,5,85,0,0,817,819,3,98,49,0,818,816,1,0,0,0,
        819,820,1,0,0,0,820,818,1,0,0,0,820,821,1,0,0,0,821,822,1,0,0,0,
        822,823,5,57,0,0,823,848,1,0,0,0,824,825,7,7,0,0,825,848,3,92,46,
        19,826,827,7,8,0,0,827,848,3,92,46,18,828,829,5,44,0,0,829,830,5,
        56,0,0,830,831,3,76,38,0,831,832,5,57,0,0,832,848,1,0,0,0,833,834,
        5,44,0,0,834,848,3,92,46,16,835,836,5,14,0,0,836,837,5,56,0,0,837,
        838,3,76,38,0,838,839,5,57,0,0,839,848,1,0,0,0,840,841,5,14,0,0,
        841,848,3,92,46,14,842,843,5,56,0,0,843,844,3,76,38,0,844,845,5,
        57,0,0,845,846,3,92,46,13,846,848,1,0,0,0,847,763,1,0,0,0,847,765,
        1,0,0,0,847,766,1,0,0,0,847,768,1,0,0,0,847,772,1,0,0,0,847,776,
        1,0,0,0,847,780,1,0,0,0,847,792,1,0,0,0,847,799,1,0,0,0,847,806,
        1,0,0,0,847,813,1,0,0,0,847,824,1,0,0,0,847,826,1,0,0,0,847,828,
        1,0,0,0,847,833,1,0,0,0,847,835,1,0,0,0,847,840,1,0,0,0,847,842,
        1,0,0,0,848,907,1,0,0,0,849,850,10,12,0,0,850,851,7,9,0,0,851,906,
        3,92,46,13,852,853,10,11,0,0,853,854,7,10,0,0,854,906,3,92,46,12,
        855,856,10,10,0,0,856,857,7,11,0,0,857,906,3,92,46,11,858,859,10,
        9,0,0,859,860,7,12,0,0,860,906,3,92,46,10,861,862,10,8,0,0,862,863,
        7,13,0,0,863,906,3,92,46,9,864,865,10,7,0,0,865,866,5,75,0,0,866,
        906,3,92,46,8,867,868,10,6,0,0,868,869,5,79,0,0,869,906,3,92,46,
        7,870,871,10,5,0,0,871,872,5,76,0,0,872,906,3,92,46,6,873,874,10,
        4,0,0,874,875,5,77,0,0,875,906,3,92,46,5,876,877,10,3,0,0,877,878,
        5,78,0,0,878,906,3,92,46,4,879,880,10,2,0,0,880,881,5,82,0,0,881,
        882,3,90,45,0,882,883,5,83,0,0,883,884,3,92,46,2,884,906,1,0,0,0,
        885,886,10,1,0,0,886,887,3,100,50,0,887,888,3,92,46,1,888,906,1,
        0,0,0,889,890,10,23,0,0,890,891,5,58,0,0,891,892,3,90,45,0,892,893,
        5,59,0,0,893,906,1,0,0,0,894,895,10,22,0,0,895,897,5,56,0,0,896,
        898,3,94,47,0,897,896,1,0,0,0,897,898,1,0,0,0,898,899,1,0,0,0,899,
        906,5,57,0,0,900,901,10,21,0,0,901,902,7,14,0,0,902,906,7,6,0,0,
        903,904,10,20,0,0,904,906,7,7,0,0,905,849,1,0,0,0,905,852,1,0,0,
        0,905,855,1,0,0,0,905,858,1,0,0,0,905,861,1,0,0,0,905,864,1,0,0,
        0,905,867,1,0,0,0,905,870,1,0,0,0,905,873,1,0,0,0,905,876,1,0,0,
        0,905,879,1,0,0,0,905,885,1,0,0,0,905,889,1,0,0,0,905,894,1,0,0,
        0,905,900,1,0,0,0,905,903,1,0,0,0,906,909,1,0,0,0,907,905,1,0,0,
        0,907,908,1,0,0,0,908,93,1,0,0,0,909,907,1,0,0,0,910,915,3,92,46,
        0,911,912,5,85,0,0,912,914,3,92,46,0,913,911,1,0,0,0,914,917,1,0,
        0,0,915,913,1,0,0,0,915,916,1,0,0,0,916,95,1,0,0,0,917,915,1,0,0,
        0,918,927,7,6,0,0,919,920,5,100,0,0,920,926,7,6,0,0,921,922,5,58,
        0,0,922,923,3,92,46,0,923,924,5,59,0,0,924,926,1,0,0,0,925,919,1,
        0,0,0,925,921,1,0,0,0,926,929,1,0,0,0,927,925,1,0,0,0,927,928,1,
        0,0,0,928,97,1,0,0,0,929,927,1,0,0,0,930,933,3,76,38,0,931,933,5,
        26,0,0,932,930,1,0,0,0,932,931,1,0,0,0,933,934,1,0,0,0,934,935,5,
        83,0,0,935,936,3,92,46,0,936,99,1,0,0,0,937,938,7,15,0,0,938,101,
        1,0,0,0,120,107,109,120,126,130,132,142,145,156,158,170,172,195,
        201,218,226,230,234,247,250,257,261,269,274,281,289,293,299,301,
        308,315,320,328,337,339,346,355,358,365,368,374,378,386,390,396,
        403,407,413,418,423,429,431,434,441,447,450,452,460,466,471,477,
        479,485,487,496,502,509,513,519,522,524,529,536,541,546,550,555,
        558,563,570,573,580,590,594,599,602,609,613,619,622,624,632,634,
        641,647,658,678,682,693,709,722,727,733,735,742,750,753,760,770,
        786,788,820,847,897,905,907,915,925,927,932
    ];

    private static __ATN: antlr.ATN;
    public static get _ATN(): antlr.ATN {
        if (!CParser.__ATN) {
            CParser.__ATN = new antlr.ATNDeserializer().deserialize(CParser._serializedATN);
        }

        return CParser.__ATN;
    }


    private static readonly vocabulary = new antlr.Vocabulary(CParser.literalNames, CParser.symbolicNames, []);

    public override get vocabulary(): antlr.Vocabulary {
        return CParser.vocabulary;
    }

    private static readonly decisionsToDFA = CParser._ATN.decisionToState.map( (ds: antlr.DecisionState, index: number) => new antlr.DFA(ds, index) );
}

export class TranslationUnitContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public EOF(): antlr.TerminalNode {
        return this.getToken(CParser.EOF, 0)!;
    }
    public externalDeclaration(): ExternalDeclarationContext[];
    public externalDeclaration(i: number): ExternalDeclarationContext | null;
    public externalDeclaration(i?: number): ExternalDeclarationContext[] | ExternalDeclarationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExternalDeclarationContext);
        }

        return this.getRuleContext(i, ExternalDeclarationContext);
    }
    public staticAssertDeclaration(): StaticAssertDeclarationContext[];
    public staticAssertDeclaration(i: number): StaticAssertDeclarationContext | null;
    public staticAssertDeclaration(i?: number): StaticAssertDeclarationContext[] | StaticAssertDeclarationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(StaticAssertDeclarationContext);
        }

        return this.getRuleContext(i, StaticAssertDeclarationContext);
    }
    public asmStatement(): AsmStatementContext[];
    public asmStatement(i: number): AsmStatementContext | null;
    public asmStatement(i?: number): AsmStatementContext[] | AsmStatementContext | null {
        if (i === undefined) {
            return this.getRuleContexts(AsmStatementContext);
        }

        return this.getRuleContext(i, AsmStatementContext);
    }
    public pragmaLine(): PragmaLineContext[];
    public pragmaLine(i: number): PragmaLineContext | null;
    public pragmaLine(i?: number): PragmaLineContext[] | PragmaLineContext | null {
        if (i === undefined) {
            return this.getRuleContexts(PragmaLineContext);
        }

        return this.getRuleContext(i, PragmaLineContext);
    }
    public Semi(): antlr.TerminalNode[];
    public Semi(i: number): antlr.TerminalNode | null;
    public Semi(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Semi);
    	} else {
    		return this.getToken(CParser.Semi, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_translationUnit;
    }
}


export class ExternalDeclarationContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declarationSpecifiers(): DeclarationSpecifiersContext {
        return this.getRuleContext(0, DeclarationSpecifiersContext)!;
    }
    public Semi(): antlr.TerminalNode | null {
        return this.getToken(CParser.Semi, 0);
    }
    public declarator(): DeclaratorContext | null {
        return this.getRuleContext(0, DeclaratorContext);
    }
    public compoundStatement(): CompoundStatementContext | null {
        return this.getRuleContext(0, CompoundStatementContext);
    }
    public Assign(): antlr.TerminalNode | null {
        return this.getToken(CParser.Assign, 0);
    }
    public initializer(): InitializerContext | null {
        return this.getRuleContext(0, InitializerContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public initDeclarator(): InitDeclaratorContext[];
    public initDeclarator(i: number): InitDeclaratorContext | null;
    public initDeclarator(i?: number): InitDeclaratorContext[] | InitDeclaratorContext | null {
        if (i === undefined) {
            return this.getRuleContexts(InitDeclaratorContext);
        }

        return this.getRuleContext(i, InitDeclaratorContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_externalDeclaration;
    }
}


export class PragmaLineContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public PragmaLine(): antlr.TerminalNode {
        return this.getToken(CParser.PragmaLine, 0)!;
    }
    public override get ruleIndex(): number {
        return CParser.RULE_pragmaLine;
    }
}


export class DeclarationContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declarationSpecifiers(): DeclarationSpecifiersContext {
        return this.getRuleContext(0, DeclarationSpecifiersContext)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
    public initDeclarator(): InitDeclaratorContext[];
    public initDeclarator(i: number): InitDeclaratorContext | null;
    public initDeclarator(i?: number): InitDeclaratorContext[] | InitDeclaratorContext | null {
        if (i === undefined) {
            return this.getRuleContexts(InitDeclaratorContext);
        }

        return this.getRuleContext(i, InitDeclaratorContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_declaration;
    }
}


export class StaticAssertDeclarationContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public StaticAssert(): antlr.TerminalNode {
        return this.getToken(CParser.StaticAssert, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
    public Comma(): antlr.TerminalNode | null {
        return this.getToken(CParser.Comma, 0);
    }
    public StringLiteral(): antlr.TerminalNode[];
    public StringLiteral(i: number): antlr.TerminalNode | null;
    public StringLiteral(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.StringLiteral);
    	} else {
    		return this.getToken(CParser.StringLiteral, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_staticAssertDeclaration;
    }
}


export class DeclarationSpecifiersContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public storageClassSpecifier(): StorageClassSpecifierContext[];
    public storageClassSpecifier(i: number): StorageClassSpecifierContext | null;
    public storageClassSpecifier(i?: number): StorageClassSpecifierContext[] | StorageClassSpecifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(StorageClassSpecifierContext);
        }

        return this.getRuleContext(i, StorageClassSpecifierContext);
    }
    public typeSpecifier(): TypeSpecifierContext[];
    public typeSpecifier(i: number): TypeSpecifierContext | null;
    public typeSpecifier(i?: number): TypeSpecifierContext[] | TypeSpecifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(TypeSpecifierContext);
        }

        return this.getRuleContext(i, TypeSpecifierContext);
    }
    public typeQualifier(): TypeQualifierContext[];
    public typeQualifier(i: number): TypeQualifierContext | null;
    public typeQualifier(i?: number): TypeQualifierContext[] | TypeQualifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(TypeQualifierContext);
        }

        return this.getRuleContext(i, TypeQualifierContext);
    }
    public functionSpecifier(): FunctionSpecifierContext[];
    public functionSpecifier(i: number): FunctionSpecifierContext | null;
    public functionSpecifier(i?: number): FunctionSpecifierContext[] | FunctionSpecifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(FunctionSpecifierContext);
        }

        return this.getRuleContext(i, FunctionSpecifierContext);
    }
    public alignmentSpecifier(): AlignmentSpecifierContext[];
    public alignmentSpecifier(i: number): AlignmentSpecifierContext | null;
    public alignmentSpecifier(i?: number): AlignmentSpecifierContext[] | AlignmentSpecifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(AlignmentSpecifierContext);
        }

        return this.getRuleContext(i, AlignmentSpecifierContext);
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public Extension(): antlr.TerminalNode[];
    public Extension(i: number): antlr.TerminalNode | null;
    public Extension(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Extension);
    	} else {
    		return this.getToken(CParser.Extension, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_declarationSpecifiers;
    }
}


export class StorageClassSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Typedef(): antlr.TerminalNode | null {
        return this.getToken(CParser.Typedef, 0);
    }
    public Extern(): antlr.TerminalNode | null {
        return this.getToken(CParser.Extern, 0);
    }
    public Static(): antlr.TerminalNode | null {
        return this.getToken(CParser.Static, 0);
    }
    public Auto(): antlr.TerminalNode | null {
        return this.getToken(CParser.Auto, 0);
    }
    public Register(): antlr.TerminalNode | null {
        return this.getToken(CParser.Register, 0);
    }
    public ThreadLocal(): antlr.TerminalNode | null {
        return this.getToken(CParser.ThreadLocal, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_storageClassSpecifier;
    }
}


export class TypeSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Void(): antlr.TerminalNode | null {
        return this.getToken(CParser.Void, 0);
    }
    public Char(): antlr.TerminalNode | null {
        return this.getToken(CParser.Char, 0);
    }
    public Short(): antlr.TerminalNode | null {
        return this.getToken(CParser.Short, 0);
    }
    public Int(): antlr.TerminalNode | null {
        return this.getToken(CParser.Int, 0);
    }
    public Long(): antlr.TerminalNode | null {
        return this.getToken(CParser.Long, 0);
    }
    public Float(): antlr.TerminalNode | null {
        return this.getToken(CParser.Float, 0);
    }
    public Double(): antlr.TerminalNode | null {
        return this.getToken(CParser.Double, 0);
    }
    public Signed(): antlr.TerminalNode | null {
        return this.getToken(CParser.Signed, 0);
    }
    public Unsigned(): antlr.TerminalNode | null {
        return this.getToken(CParser.Unsigned, 0);
    }
    public Bool(): antlr.TerminalNode | null {
        return this.getToken(CParser.Bool, 0);
    }
    public Complex(): antlr.TerminalNode | null {
        return this.getToken(CParser.Complex, 0);
    }
    public Int128(): antlr.TerminalNode | null {
        return this.getToken(CParser.Int128, 0);
    }
    public ExtendedFloat(): antlr.TerminalNode | null {
        return this.getToken(CParser.ExtendedFloat, 0);
    }
    public AutoType(): antlr.TerminalNode | null {
        return this.getToken(CParser.AutoType, 0);
    }
    public structOrUnionSpecifier(): StructOrUnionSpecifierContext | null {
        return this.getRuleContext(0, StructOrUnionSpecifierContext);
    }
    public enumSpecifier(): EnumSpecifierContext | null {
        return this.getRuleContext(0, EnumSpecifierContext);
    }
    public typeofSpecifier(): TypeofSpecifierContext | null {
        return this.getRuleContext(0, TypeofSpecifierContext);
    }
    public atomicTypeSpecifier(): AtomicTypeSpecifierContext | null {
        return this.getRuleContext(0, AtomicTypeSpecifierContext);
    }
    public TypedefName(): antlr.TerminalNode | null {
        return this.getToken(CParser.TypedefName, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_typeSpecifier;
    }
}


export class TypeofSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Typeof(): antlr.TerminalNode {
        return this.getToken(CParser.Typeof, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public typeName(): TypeNameContext | null {
        return this.getRuleContext(0, TypeNameContext);
    }
    public expression(): ExpressionContext | null {
        return this.getRuleContext(0, ExpressionContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_typeofSpecifier;
    }
}


export class AtomicTypeSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Atomic(): antlr.TerminalNode {
        return this.getToken(CParser.Atomic, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public typeName(): TypeNameContext {
        return this.getRuleContext(0, TypeNameContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public override get ruleIndex(): number {
        return CParser.RULE_atomicTypeSpecifier;
    }
}


export class TypeQualifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Const(): antlr.TerminalNode | null {
        return this.getToken(CParser.Const, 0);
    }
    public Restrict(): antlr.TerminalNode | null {
        return this.getToken(CParser.Restrict, 0);
    }
    public Volatile(): antlr.TerminalNode | null {
        return this.getToken(CParser.Volatile, 0);
    }
    public Atomic(): antlr.TerminalNode | null {
        return this.getToken(CParser.Atomic, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_typeQualifier;
    }
}


export class FunctionSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Inline(): antlr.TerminalNode | null {
        return this.getToken(CParser.Inline, 0);
    }
    public Noreturn(): antlr.TerminalNode | null {
        return this.getToken(CParser.Noreturn, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_functionSpecifier;
    }
}


export class AlignmentSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Alignas(): antlr.TerminalNode {
        return this.getToken(CParser.Alignas, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public typeName(): TypeNameContext | null {
        return this.getRuleContext(0, TypeNameContext);
    }
    public expr(): ExprContext | null {
        return this.getRuleContext(0, ExprContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_alignmentSpecifier;
    }
}


export class GnuAttributeContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Attribute(): antlr.TerminalNode {
        return this.getToken(CParser.Attribute, 0)!;
    }
    public LeftParen(): antlr.TerminalNode[];
    public LeftParen(i: number): antlr.TerminalNode | null;
    public LeftParen(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.LeftParen);
    	} else {
    		return this.getToken(CParser.LeftParen, i);
    	}
    }
    public RightParen(): antlr.TerminalNode[];
    public RightParen(i: number): antlr.TerminalNode | null;
    public RightParen(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.RightParen);
    	} else {
    		return this.getToken(CParser.RightParen, i);
    	}
    }
    public attributeItem(): AttributeItemContext[];
    public attributeItem(i: number): AttributeItemContext | null;
    public attributeItem(i?: number): AttributeItemContext[] | AttributeItemContext | null {
        if (i === undefined) {
            return this.getRuleContexts(AttributeItemContext);
        }

        return this.getRuleContext(i, AttributeItemContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_gnuAttribute;
    }
}


export class AttributeItemContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public attributeName(): AttributeNameContext {
        return this.getRuleContext(0, AttributeNameContext)!;
    }
    public LeftParen(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftParen, 0);
    }
    public RightParen(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightParen, 0);
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public balancedTokens(): BalancedTokensContext[];
    public balancedTokens(i: number): BalancedTokensContext | null;
    public balancedTokens(i?: number): BalancedTokensContext[] | BalancedTokensContext | null {
        if (i === undefined) {
            return this.getRuleContexts(BalancedTokensContext);
        }

        return this.getRuleContext(i, BalancedTokensContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_attributeItem;
    }
}


export class AttributeNameContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Comma(): antlr.TerminalNode | null {
        return this.getToken(CParser.Comma, 0);
    }
    public LeftParen(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftParen, 0);
    }
    public RightParen(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightParen, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_attributeName;
    }
}


export class BalancedTokensContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public LeftParen(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftParen, 0);
    }
    public RightParen(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightParen, 0);
    }
    public balancedTokens(): BalancedTokensContext[];
    public balancedTokens(i: number): BalancedTokensContext | null;
    public balancedTokens(i?: number): BalancedTokensContext[] | BalancedTokensContext | null {
        if (i === undefined) {
            return this.getRuleContexts(BalancedTokensContext);
        }

        return this.getRuleContext(i, BalancedTokensContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_balancedTokens;
    }
}


export class AsmLabelContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Asm(): antlr.TerminalNode {
        return this.getToken(CParser.Asm, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public StringLiteral(): antlr.TerminalNode[];
    public StringLiteral(i: number): antlr.TerminalNode | null;
    public StringLiteral(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.StringLiteral);
    	} else {
    		return this.getToken(CParser.StringLiteral, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_asmLabel;
    }
}


export class StructOrUnionSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public structOrUnion(): StructOrUnionContext {
        return this.getRuleContext(0, StructOrUnionContext)!;
    }
    public LeftBrace(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftBrace, 0);
    }
    public RightBrace(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightBrace, 0);
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public tag(): TagContext | null {
        return this.getRuleContext(0, TagContext);
    }
    public structDeclaration(): StructDeclarationContext[];
    public structDeclaration(i: number): StructDeclarationContext | null;
    public structDeclaration(i?: number): StructDeclarationContext[] | StructDeclarationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(StructDeclarationContext);
        }

        return this.getRuleContext(i, StructDeclarationContext);
    }
    public staticAssertDeclaration(): StaticAssertDeclarationContext[];
    public staticAssertDeclaration(i: number): StaticAssertDeclarationContext | null;
    public staticAssertDeclaration(i?: number): StaticAssertDeclarationContext[] | StaticAssertDeclarationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(StaticAssertDeclarationContext);
        }

        return this.getRuleContext(i, StaticAssertDeclarationContext);
    }
    public Semi(): antlr.TerminalNode[];
    public Semi(i: number): antlr.TerminalNode | null;
    public Semi(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Semi);
    	} else {
    		return this.getToken(CParser.Semi, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_structOrUnionSpecifier;
    }
}


export class StructOrUnionContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Struct(): antlr.TerminalNode | null {
        return this.getToken(CParser.Struct, 0);
    }
    public Union(): antlr.TerminalNode | null {
        return this.getToken(CParser.Union, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_structOrUnion;
    }
}


export class TagContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Identifier(): antlr.TerminalNode | null {
        return this.getToken(CParser.Identifier, 0);
    }
    public TypedefName(): antlr.TerminalNode | null {
        return this.getToken(CParser.TypedefName, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_tag;
    }
}


export class StructDeclarationContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public specifierQualifierList(): SpecifierQualifierListContext {
        return this.getRuleContext(0, SpecifierQualifierListContext)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
    public structDeclaratorList(): StructDeclaratorListContext | null {
        return this.getRuleContext(0, StructDeclaratorListContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_structDeclaration;
    }
}


export class SpecifierQualifierListContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public typeSpecifier(): TypeSpecifierContext[];
    public typeSpecifier(i: number): TypeSpecifierContext | null;
    public typeSpecifier(i?: number): TypeSpecifierContext[] | TypeSpecifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(TypeSpecifierContext);
        }

        return this.getRuleContext(i, TypeSpecifierContext);
    }
    public typeQualifier(): TypeQualifierContext[];
    public typeQualifier(i: number): TypeQualifierContext | null;
    public typeQualifier(i?: number): TypeQualifierContext[] | TypeQualifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(TypeQualifierContext);
        }

        return this.getRuleContext(i, TypeQualifierContext);
    }
    public alignmentSpecifier(): AlignmentSpecifierContext[];
    public alignmentSpecifier(i: number): AlignmentSpecifierContext | null;
    public alignmentSpecifier(i?: number): AlignmentSpecifierContext[] | AlignmentSpecifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(AlignmentSpecifierContext);
        }

        return this.getRuleContext(i, AlignmentSpecifierContext);
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public Extension(): antlr.TerminalNode[];
    public Extension(i: number): antlr.TerminalNode | null;
    public Extension(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Extension);
    	} else {
    		return this.getToken(CParser.Extension, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_specifierQualifierList;
    }
}


export class StructDeclaratorListContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public structDeclarator(): StructDeclaratorContext[];
    public structDeclarator(i: number): StructDeclaratorContext | null;
    public structDeclarator(i?: number): StructDeclaratorContext[] | StructDeclaratorContext | null {
        if (i === undefined) {
            return this.getRuleContexts(StructDeclaratorContext);
        }

        return this.getRuleContext(i, StructDeclaratorContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_structDeclaratorList;
    }
}


export class StructDeclaratorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declarator(): DeclaratorContext | null {
        return this.getRuleContext(0, DeclaratorContext);
    }
    public Colon(): antlr.TerminalNode | null {
        return this.getToken(CParser.Colon, 0);
    }
    public expr(): ExprContext | null {
        return this.getRuleContext(0, ExprContext);
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_structDeclarator;
    }
}


export class EnumSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Enum(): antlr.TerminalNode {
        return this.getToken(CParser.Enum, 0)!;
    }
    public LeftBrace(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftBrace, 0);
    }
    public enumerator(): EnumeratorContext[];
    public enumerator(i: number): EnumeratorContext | null;
    public enumerator(i?: number): EnumeratorContext[] | EnumeratorContext | null {
        if (i === undefined) {
            return this.getRuleContexts(EnumeratorContext);
        }

        return this.getRuleContext(i, EnumeratorContext);
    }
    public RightBrace(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightBrace, 0);
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public tag(): TagContext | null {
        return this.getRuleContext(0, TagContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_enumSpecifier;
    }
}


export class EnumeratorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Identifier(): antlr.TerminalNode {
        return this.getToken(CParser.Identifier, 0)!;
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public Assign(): antlr.TerminalNode | null {
        return this.getToken(CParser.Assign, 0);
    }
    public expr(): ExprContext | null {
        return this.getRuleContext(0, ExprContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_enumerator;
    }
}


export class InitDeclaratorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declarator(): DeclaratorContext {
        return this.getRuleContext(0, DeclaratorContext)!;
    }
    public Assign(): antlr.TerminalNode | null {
        return this.getToken(CParser.Assign, 0);
    }
    public initializer(): InitializerContext | null {
        return this.getRuleContext(0, InitializerContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_initDeclarator;
    }
}


export class InitializerContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public expr(): ExprContext | null {
        return this.getRuleContext(0, ExprContext);
    }
    public LeftBrace(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftBrace, 0);
    }
    public RightBrace(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightBrace, 0);
    }
    public initializerList(): InitializerListContext | null {
        return this.getRuleContext(0, InitializerListContext);
    }
    public Comma(): antlr.TerminalNode | null {
        return this.getToken(CParser.Comma, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_initializer;
    }
}


export class InitializerListContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public designatedInitializer(): DesignatedInitializerContext[];
    public designatedInitializer(i: number): DesignatedInitializerContext | null;
    public designatedInitializer(i?: number): DesignatedInitializerContext[] | DesignatedInitializerContext | null {
        if (i === undefined) {
            return this.getRuleContexts(DesignatedInitializerContext);
        }

        return this.getRuleContext(i, DesignatedInitializerContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_initializerList;
    }
}


export class DesignatedInitializerContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public initializer(): InitializerContext {
        return this.getRuleContext(0, InitializerContext)!;
    }
    public designator(): DesignatorContext[];
    public designator(i: number): DesignatorContext | null;
    public designator(i?: number): DesignatorContext[] | DesignatorContext | null {
        if (i === undefined) {
            return this.getRuleContexts(DesignatorContext);
        }

        return this.getRuleContext(i, DesignatorContext);
    }
    public Assign(): antlr.TerminalNode | null {
        return this.getToken(CParser.Assign, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_designatedInitializer;
    }
}


export class DesignatorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public LeftBracket(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftBracket, 0);
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public RightBracket(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightBracket, 0);
    }
    public Ellipsis(): antlr.TerminalNode | null {
        return this.getToken(CParser.Ellipsis, 0);
    }
    public Dot(): antlr.TerminalNode | null {
        return this.getToken(CParser.Dot, 0);
    }
    public Identifier(): antlr.TerminalNode | null {
        return this.getToken(CParser.Identifier, 0);
    }
    public TypedefName(): antlr.TerminalNode | null {
        return this.getToken(CParser.TypedefName, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_designator;
    }
}


export class DeclaratorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public directDeclarator(): DirectDeclaratorContext {
        return this.getRuleContext(0, DirectDeclaratorContext)!;
    }
    public pointer(): PointerContext[];
    public pointer(i: number): PointerContext | null;
    public pointer(i?: number): PointerContext[] | PointerContext | null {
        if (i === undefined) {
            return this.getRuleContexts(PointerContext);
        }

        return this.getRuleContext(i, PointerContext);
    }
    public asmLabel(): AsmLabelContext[];
    public asmLabel(i: number): AsmLabelContext | null;
    public asmLabel(i?: number): AsmLabelContext[] | AsmLabelContext | null {
        if (i === undefined) {
            return this.getRuleContexts(AsmLabelContext);
        }

        return this.getRuleContext(i, AsmLabelContext);
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_declarator;
    }
}


export class PointerContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Star(): antlr.TerminalNode {
        return this.getToken(CParser.Star, 0)!;
    }
    public typeQualifier(): TypeQualifierContext[];
    public typeQualifier(i: number): TypeQualifierContext | null;
    public typeQualifier(i?: number): TypeQualifierContext[] | TypeQualifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(TypeQualifierContext);
        }

        return this.getRuleContext(i, TypeQualifierContext);
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_pointer;
    }
}


export class DirectDeclaratorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_directDeclarator;
    }
    public override copyFrom(ctx: DirectDeclaratorContext): void {
        super.copyFrom(ctx);
    }
}
export class ArrayDeclaratorContext extends DirectDeclaratorContext {
    public constructor(ctx: DirectDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public directDeclarator(): DirectDeclaratorContext {
        return this.getRuleContext(0, DirectDeclaratorContext)!;
    }
    public LeftBracket(): antlr.TerminalNode {
        return this.getToken(CParser.LeftBracket, 0)!;
    }
    public RightBracket(): antlr.TerminalNode {
        return this.getToken(CParser.RightBracket, 0)!;
    }
    public arrayQualifier(): ArrayQualifierContext[];
    public arrayQualifier(i: number): ArrayQualifierContext | null;
    public arrayQualifier(i?: number): ArrayQualifierContext[] | ArrayQualifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ArrayQualifierContext);
        }

        return this.getRuleContext(i, ArrayQualifierContext);
    }
    public expr(): ExprContext | null {
        return this.getRuleContext(0, ExprContext);
    }
}
export class ParenDeclaratorContext extends DirectDeclaratorContext {
    public constructor(ctx: DirectDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public declarator(): DeclaratorContext {
        return this.getRuleContext(0, DeclaratorContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
}
export class NameDeclaratorContext extends DirectDeclaratorContext {
    public constructor(ctx: DirectDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Identifier(): antlr.TerminalNode {
        return this.getToken(CParser.Identifier, 0)!;
    }
}
export class FunctionDeclaratorContext extends DirectDeclaratorContext {
    public constructor(ctx: DirectDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public directDeclarator(): DirectDeclaratorContext {
        return this.getRuleContext(0, DirectDeclaratorContext)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public parameterTypeList(): ParameterTypeListContext | null {
        return this.getRuleContext(0, ParameterTypeListContext);
    }
}


export class ArrayQualifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public typeQualifier(): TypeQualifierContext | null {
        return this.getRuleContext(0, TypeQualifierContext);
    }
    public Static(): antlr.TerminalNode | null {
        return this.getToken(CParser.Static, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_arrayQualifier;
    }
}


export class ParameterTypeListContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public parameterDeclaration(): ParameterDeclarationContext[];
    public parameterDeclaration(i: number): ParameterDeclarationContext | null;
    public parameterDeclaration(i?: number): ParameterDeclarationContext[] | ParameterDeclarationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ParameterDeclarationContext);
        }

        return this.getRuleContext(i, ParameterDeclarationContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public Ellipsis(): antlr.TerminalNode | null {
        return this.getToken(CParser.Ellipsis, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_parameterTypeList;
    }
}


export class ParameterDeclarationContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declarationSpecifiers(): DeclarationSpecifiersContext {
        return this.getRuleContext(0, DeclarationSpecifiersContext)!;
    }
    public declarator(): DeclaratorContext | null {
        return this.getRuleContext(0, DeclaratorContext);
    }
    public abstractDeclarator(): AbstractDeclaratorContext | null {
        return this.getRuleContext(0, AbstractDeclaratorContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_parameterDeclaration;
    }
}


export class TypeNameContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public specifierQualifierList(): SpecifierQualifierListContext {
        return this.getRuleContext(0, SpecifierQualifierListContext)!;
    }
    public abstractDeclarator(): AbstractDeclaratorContext | null {
        return this.getRuleContext(0, AbstractDeclaratorContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_typeName;
    }
}


export class AbstractDeclaratorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public pointer(): PointerContext[];
    public pointer(i: number): PointerContext | null;
    public pointer(i?: number): PointerContext[] | PointerContext | null {
        if (i === undefined) {
            return this.getRuleContexts(PointerContext);
        }

        return this.getRuleContext(i, PointerContext);
    }
    public directAbstractDeclarator(): DirectAbstractDeclaratorContext | null {
        return this.getRuleContext(0, DirectAbstractDeclaratorContext);
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_abstractDeclarator;
    }
}


export class DirectAbstractDeclaratorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_directAbstractDeclarator;
    }
    public override copyFrom(ctx: DirectAbstractDeclaratorContext): void {
        super.copyFrom(ctx);
    }
}
export class ArrayAbstractContext extends DirectAbstractDeclaratorContext {
    public constructor(ctx: DirectAbstractDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public LeftBracket(): antlr.TerminalNode {
        return this.getToken(CParser.LeftBracket, 0)!;
    }
    public RightBracket(): antlr.TerminalNode {
        return this.getToken(CParser.RightBracket, 0)!;
    }
    public arrayQualifier(): ArrayQualifierContext[];
    public arrayQualifier(i: number): ArrayQualifierContext | null;
    public arrayQualifier(i?: number): ArrayQualifierContext[] | ArrayQualifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ArrayQualifierContext);
        }

        return this.getRuleContext(i, ArrayQualifierContext);
    }
    public expr(): ExprContext | null {
        return this.getRuleContext(0, ExprContext);
    }
}
export class ParenAbstractContext extends DirectAbstractDeclaratorContext {
    public constructor(ctx: DirectAbstractDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public abstractDeclarator(): AbstractDeclaratorContext {
        return this.getRuleContext(0, AbstractDeclaratorContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
}
export class FunctionAbstractContext extends DirectAbstractDeclaratorContext {
    public constructor(ctx: DirectAbstractDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public parameterTypeList(): ParameterTypeListContext | null {
        return this.getRuleContext(0, ParameterTypeListContext);
    }
}
export class ArrayAbstractSuffixContext extends DirectAbstractDeclaratorContext {
    public constructor(ctx: DirectAbstractDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public directAbstractDeclarator(): DirectAbstractDeclaratorContext {
        return this.getRuleContext(0, DirectAbstractDeclaratorContext)!;
    }
    public LeftBracket(): antlr.TerminalNode {
        return this.getToken(CParser.LeftBracket, 0)!;
    }
    public RightBracket(): antlr.TerminalNode {
        return this.getToken(CParser.RightBracket, 0)!;
    }
    public arrayQualifier(): ArrayQualifierContext[];
    public arrayQualifier(i: number): ArrayQualifierContext | null;
    public arrayQualifier(i?: number): ArrayQualifierContext[] | ArrayQualifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ArrayQualifierContext);
        }

        return this.getRuleContext(i, ArrayQualifierContext);
    }
    public expr(): ExprContext | null {
        return this.getRuleContext(0, ExprContext);
    }
}
export class FunctionAbstractSuffixContext extends DirectAbstractDeclaratorContext {
    public constructor(ctx: DirectAbstractDeclaratorContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public directAbstractDeclarator(): DirectAbstractDeclaratorContext {
        return this.getRuleContext(0, DirectAbstractDeclaratorContext)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public parameterTypeList(): ParameterTypeListContext | null {
        return this.getRuleContext(0, ParameterTypeListContext);
    }
}


export class CompoundStatementContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public LeftBrace(): antlr.TerminalNode {
        return this.getToken(CParser.LeftBrace, 0)!;
    }
    public RightBrace(): antlr.TerminalNode {
        return this.getToken(CParser.RightBrace, 0)!;
    }
    public declaration(): DeclarationContext[];
    public declaration(i: number): DeclarationContext | null;
    public declaration(i?: number): DeclarationContext[] | DeclarationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(DeclarationContext);
        }

        return this.getRuleContext(i, DeclarationContext);
    }
    public staticAssertDeclaration(): StaticAssertDeclarationContext[];
    public staticAssertDeclaration(i: number): StaticAssertDeclarationContext | null;
    public staticAssertDeclaration(i?: number): StaticAssertDeclarationContext[] | StaticAssertDeclarationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(StaticAssertDeclarationContext);
        }

        return this.getRuleContext(i, StaticAssertDeclarationContext);
    }
    public statement(): StatementContext[];
    public statement(i: number): StatementContext | null;
    public statement(i?: number): StatementContext[] | StatementContext | null {
        if (i === undefined) {
            return this.getRuleContexts(StatementContext);
        }

        return this.getRuleContext(i, StatementContext);
    }
    public pragmaLine(): PragmaLineContext[];
    public pragmaLine(i: number): PragmaLineContext | null;
    public pragmaLine(i?: number): PragmaLineContext[] | PragmaLineContext | null {
        if (i === undefined) {
            return this.getRuleContexts(PragmaLineContext);
        }

        return this.getRuleContext(i, PragmaLineContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_compoundStatement;
    }
}


export class StatementContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_statement;
    }
    public override copyFrom(ctx: StatementContext): void {
        super.copyFrom(ctx);
    }
}
export class AsmStatementStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public asmStatement(): AsmStatementContext {
        return this.getRuleContext(0, AsmStatementContext)!;
    }
}
export class CaseStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Case(): antlr.TerminalNode {
        return this.getToken(CParser.Case, 0)!;
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public Colon(): antlr.TerminalNode {
        return this.getToken(CParser.Colon, 0)!;
    }
    public statement(): StatementContext {
        return this.getRuleContext(0, StatementContext)!;
    }
    public Ellipsis(): antlr.TerminalNode | null {
        return this.getToken(CParser.Ellipsis, 0);
    }
}
export class DefaultStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Default(): antlr.TerminalNode {
        return this.getToken(CParser.Default, 0)!;
    }
    public Colon(): antlr.TerminalNode {
        return this.getToken(CParser.Colon, 0)!;
    }
    public statement(): StatementContext {
        return this.getRuleContext(0, StatementContext)!;
    }
}
export class ForStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public For(): antlr.TerminalNode {
        return this.getToken(CParser.For, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public forInit(): ForInitContext {
        return this.getRuleContext(0, ForInitContext)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public statement(): StatementContext {
        return this.getRuleContext(0, StatementContext)!;
    }
    public expression(): ExpressionContext[];
    public expression(i: number): ExpressionContext | null;
    public expression(i?: number): ExpressionContext[] | ExpressionContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExpressionContext);
        }

        return this.getRuleContext(i, ExpressionContext);
    }
}
export class BreakStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Break(): antlr.TerminalNode {
        return this.getToken(CParser.Break, 0)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
}
export class IfStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public If(): antlr.TerminalNode {
        return this.getToken(CParser.If, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public expression(): ExpressionContext {
        return this.getRuleContext(0, ExpressionContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public statement(): StatementContext[];
    public statement(i: number): StatementContext | null;
    public statement(i?: number): StatementContext[] | StatementContext | null {
        if (i === undefined) {
            return this.getRuleContexts(StatementContext);
        }

        return this.getRuleContext(i, StatementContext);
    }
    public Else(): antlr.TerminalNode | null {
        return this.getToken(CParser.Else, 0);
    }
}
export class ReturnStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Return(): antlr.TerminalNode {
        return this.getToken(CParser.Return, 0)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
    public expression(): ExpressionContext | null {
        return this.getRuleContext(0, ExpressionContext);
    }
}
export class GotoStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Goto(): antlr.TerminalNode {
        return this.getToken(CParser.Goto, 0)!;
    }
    public Identifier(): antlr.TerminalNode {
        return this.getToken(CParser.Identifier, 0)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
}
export class CompoundContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public compoundStatement(): CompoundStatementContext {
        return this.getRuleContext(0, CompoundStatementContext)!;
    }
}
export class SwitchStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Switch(): antlr.TerminalNode {
        return this.getToken(CParser.Switch, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public expression(): ExpressionContext {
        return this.getRuleContext(0, ExpressionContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public statement(): StatementContext {
        return this.getRuleContext(0, StatementContext)!;
    }
}
export class WhileStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public While(): antlr.TerminalNode {
        return this.getToken(CParser.While, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public expression(): ExpressionContext {
        return this.getRuleContext(0, ExpressionContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public statement(): StatementContext {
        return this.getRuleContext(0, StatementContext)!;
    }
}
export class AttributeStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
}
export class DoStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Do(): antlr.TerminalNode {
        return this.getToken(CParser.Do, 0)!;
    }
    public statement(): StatementContext {
        return this.getRuleContext(0, StatementContext)!;
    }
    public While(): antlr.TerminalNode {
        return this.getToken(CParser.While, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public expression(): ExpressionContext {
        return this.getRuleContext(0, ExpressionContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
}
export class LabeledStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Identifier(): antlr.TerminalNode {
        return this.getToken(CParser.Identifier, 0)!;
    }
    public Colon(): antlr.TerminalNode {
        return this.getToken(CParser.Colon, 0)!;
    }
    public statement(): StatementContext {
        return this.getRuleContext(0, StatementContext)!;
    }
    public gnuAttribute(): GnuAttributeContext[];
    public gnuAttribute(i: number): GnuAttributeContext | null;
    public gnuAttribute(i?: number): GnuAttributeContext[] | GnuAttributeContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GnuAttributeContext);
        }

        return this.getRuleContext(i, GnuAttributeContext);
    }
}
export class ExpressionStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
    public expression(): ExpressionContext | null {
        return this.getRuleContext(0, ExpressionContext);
    }
}
export class ContinueStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Continue(): antlr.TerminalNode {
        return this.getToken(CParser.Continue, 0)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
}


export class AsmStatementContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Asm(): antlr.TerminalNode {
        return this.getToken(CParser.Asm, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public Semi(): antlr.TerminalNode {
        return this.getToken(CParser.Semi, 0)!;
    }
    public typeQualifier(): TypeQualifierContext[];
    public typeQualifier(i: number): TypeQualifierContext | null;
    public typeQualifier(i?: number): TypeQualifierContext[] | TypeQualifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(TypeQualifierContext);
        }

        return this.getRuleContext(i, TypeQualifierContext);
    }
    public Inline(): antlr.TerminalNode[];
    public Inline(i: number): antlr.TerminalNode | null;
    public Inline(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Inline);
    	} else {
    		return this.getToken(CParser.Inline, i);
    	}
    }
    public Goto(): antlr.TerminalNode[];
    public Goto(i: number): antlr.TerminalNode | null;
    public Goto(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Goto);
    	} else {
    		return this.getToken(CParser.Goto, i);
    	}
    }
    public balancedTokens(): BalancedTokensContext[];
    public balancedTokens(i: number): BalancedTokensContext | null;
    public balancedTokens(i?: number): BalancedTokensContext[] | BalancedTokensContext | null {
        if (i === undefined) {
            return this.getRuleContexts(BalancedTokensContext);
        }

        return this.getRuleContext(i, BalancedTokensContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_asmStatement;
    }
}


export class ForInitContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declaration(): DeclarationContext | null {
        return this.getRuleContext(0, DeclarationContext);
    }
    public Semi(): antlr.TerminalNode | null {
        return this.getToken(CParser.Semi, 0);
    }
    public expression(): ExpressionContext | null {
        return this.getRuleContext(0, ExpressionContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_forInit;
    }
}


export class ExpressionContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_expression;
    }
}


export class ExprContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_expr;
    }
    public override copyFrom(ctx: ExprContext): void {
        super.copyFrom(ctx);
    }
}
export class VaArgContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public BuiltinVaArg(): antlr.TerminalNode {
        return this.getToken(CParser.BuiltinVaArg, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public Comma(): antlr.TerminalNode {
        return this.getToken(CParser.Comma, 0)!;
    }
    public typeName(): TypeNameContext {
        return this.getRuleContext(0, TypeNameContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
}
export class StringContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public StringLiteral(): antlr.TerminalNode[];
    public StringLiteral(i: number): antlr.TerminalNode | null;
    public StringLiteral(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.StringLiteral);
    	} else {
    		return this.getToken(CParser.StringLiteral, i);
    	}
    }
}
export class ConditionalContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public Question(): antlr.TerminalNode {
        return this.getToken(CParser.Question, 0)!;
    }
    public expression(): ExpressionContext {
        return this.getRuleContext(0, ExpressionContext)!;
    }
    public Colon(): antlr.TerminalNode {
        return this.getToken(CParser.Colon, 0)!;
    }
}
export class UnaryContext extends ExprContext {
    public _op?: Token | null;
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public And(): antlr.TerminalNode | null {
        return this.getToken(CParser.And, 0);
    }
    public Star(): antlr.TerminalNode | null {
        return this.getToken(CParser.Star, 0);
    }
    public Plus(): antlr.TerminalNode | null {
        return this.getToken(CParser.Plus, 0);
    }
    public Minus(): antlr.TerminalNode | null {
        return this.getToken(CParser.Minus, 0);
    }
    public Tilde(): antlr.TerminalNode | null {
        return this.getToken(CParser.Tilde, 0);
    }
    public Not(): antlr.TerminalNode | null {
        return this.getToken(CParser.Not, 0);
    }
    public Extension(): antlr.TerminalNode | null {
        return this.getToken(CParser.Extension, 0);
    }
    public Real(): antlr.TerminalNode | null {
        return this.getToken(CParser.Real, 0);
    }
    public Imag(): antlr.TerminalNode | null {
        return this.getToken(CParser.Imag, 0);
    }
}
export class GenericSelectionContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Generic(): antlr.TerminalNode {
        return this.getToken(CParser.Generic, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public genericAssociation(): GenericAssociationContext[];
    public genericAssociation(i: number): GenericAssociationContext | null;
    public genericAssociation(i?: number): GenericAssociationContext[] | GenericAssociationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(GenericAssociationContext);
        }

        return this.getRuleContext(i, GenericAssociationContext);
    }
}
export class NumberContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Number(): antlr.TerminalNode {
        return this.getToken(CParser.Number, 0)!;
    }
}
export class SizeofTypeContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Sizeof(): antlr.TerminalNode {
        return this.getToken(CParser.Sizeof, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public typeName(): TypeNameContext {
        return this.getRuleContext(0, TypeNameContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
}
export class CastContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public typeName(): TypeNameContext {
        return this.getRuleContext(0, TypeNameContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
}
export class PostIncDecContext extends ExprContext {
    public _op?: Token | null;
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public PlusPlus(): antlr.TerminalNode | null {
        return this.getToken(CParser.PlusPlus, 0);
    }
    public MinusMinus(): antlr.TerminalNode | null {
        return this.getToken(CParser.MinusMinus, 0);
    }
}
export class CharacterContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public CharacterConstant(): antlr.TerminalNode {
        return this.getToken(CParser.CharacterConstant, 0)!;
    }
}
export class AlignofExprContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Alignof(): antlr.TerminalNode {
        return this.getToken(CParser.Alignof, 0)!;
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
}
export class TypesCompatibleContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public BuiltinTypesCompatible(): antlr.TerminalNode {
        return this.getToken(CParser.BuiltinTypesCompatible, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public typeName(): TypeNameContext[];
    public typeName(i: number): TypeNameContext | null;
    public typeName(i?: number): TypeNameContext[] | TypeNameContext | null {
        if (i === undefined) {
            return this.getRuleContexts(TypeNameContext);
        }

        return this.getRuleContext(i, TypeNameContext);
    }
    public Comma(): antlr.TerminalNode {
        return this.getToken(CParser.Comma, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
}
export class MemberContext extends ExprContext {
    public _op?: Token | null;
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public Identifier(): antlr.TerminalNode | null {
        return this.getToken(CParser.Identifier, 0);
    }
    public TypedefName(): antlr.TerminalNode | null {
        return this.getToken(CParser.TypedefName, 0);
    }
    public Dot(): antlr.TerminalNode | null {
        return this.getToken(CParser.Dot, 0);
    }
    public Arrow(): antlr.TerminalNode | null {
        return this.getToken(CParser.Arrow, 0);
    }
}
export class AlignofTypeContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Alignof(): antlr.TerminalNode {
        return this.getToken(CParser.Alignof, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public typeName(): TypeNameContext {
        return this.getRuleContext(0, TypeNameContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
}
export class PreIncDecContext extends ExprContext {
    public _op?: Token | null;
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public PlusPlus(): antlr.TerminalNode | null {
        return this.getToken(CParser.PlusPlus, 0);
    }
    public MinusMinus(): antlr.TerminalNode | null {
        return this.getToken(CParser.MinusMinus, 0);
    }
}
export class IdentifierContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Identifier(): antlr.TerminalNode {
        return this.getToken(CParser.Identifier, 0)!;
    }
}
export class AssignmentContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public assignmentOperator(): AssignmentOperatorContext {
        return this.getRuleContext(0, AssignmentOperatorContext)!;
    }
}
export class StatementExpressionContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public compoundStatement(): CompoundStatementContext {
        return this.getRuleContext(0, CompoundStatementContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
}
export class IndexContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public LeftBracket(): antlr.TerminalNode {
        return this.getToken(CParser.LeftBracket, 0)!;
    }
    public expression(): ExpressionContext {
        return this.getRuleContext(0, ExpressionContext)!;
    }
    public RightBracket(): antlr.TerminalNode {
        return this.getToken(CParser.RightBracket, 0)!;
    }
}
export class CallContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public argumentList(): ArgumentListContext | null {
        return this.getRuleContext(0, ArgumentListContext);
    }
}
export class SizeofExprContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Sizeof(): antlr.TerminalNode {
        return this.getToken(CParser.Sizeof, 0)!;
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
}
export class CompoundLiteralContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public typeName(): TypeNameContext {
        return this.getRuleContext(0, TypeNameContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
    public LeftBrace(): antlr.TerminalNode {
        return this.getToken(CParser.LeftBrace, 0)!;
    }
    public RightBrace(): antlr.TerminalNode {
        return this.getToken(CParser.RightBrace, 0)!;
    }
    public initializerList(): InitializerListContext | null {
        return this.getRuleContext(0, InitializerListContext);
    }
    public Comma(): antlr.TerminalNode | null {
        return this.getToken(CParser.Comma, 0);
    }
}
export class ParenthesizedContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public expression(): ExpressionContext {
        return this.getRuleContext(0, ExpressionContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
}
export class BinaryContext extends ExprContext {
    public _op?: Token | null;
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public Star(): antlr.TerminalNode | null {
        return this.getToken(CParser.Star, 0);
    }
    public Div(): antlr.TerminalNode | null {
        return this.getToken(CParser.Div, 0);
    }
    public Mod(): antlr.TerminalNode | null {
        return this.getToken(CParser.Mod, 0);
    }
    public Plus(): antlr.TerminalNode | null {
        return this.getToken(CParser.Plus, 0);
    }
    public Minus(): antlr.TerminalNode | null {
        return this.getToken(CParser.Minus, 0);
    }
    public LeftShift(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftShift, 0);
    }
    public RightShift(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightShift, 0);
    }
    public Less(): antlr.TerminalNode | null {
        return this.getToken(CParser.Less, 0);
    }
    public Greater(): antlr.TerminalNode | null {
        return this.getToken(CParser.Greater, 0);
    }
    public LessEqual(): antlr.TerminalNode | null {
        return this.getToken(CParser.LessEqual, 0);
    }
    public GreaterEqual(): antlr.TerminalNode | null {
        return this.getToken(CParser.GreaterEqual, 0);
    }
    public Equal(): antlr.TerminalNode | null {
        return this.getToken(CParser.Equal, 0);
    }
    public NotEqual(): antlr.TerminalNode | null {
        return this.getToken(CParser.NotEqual, 0);
    }
    public And(): antlr.TerminalNode | null {
        return this.getToken(CParser.And, 0);
    }
    public Caret(): antlr.TerminalNode | null {
        return this.getToken(CParser.Caret, 0);
    }
    public Or(): antlr.TerminalNode | null {
        return this.getToken(CParser.Or, 0);
    }
    public AndAnd(): antlr.TerminalNode | null {
        return this.getToken(CParser.AndAnd, 0);
    }
    public OrOr(): antlr.TerminalNode | null {
        return this.getToken(CParser.OrOr, 0);
    }
}
export class OffsetOfContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public BuiltinOffsetof(): antlr.TerminalNode {
        return this.getToken(CParser.BuiltinOffsetof, 0)!;
    }
    public LeftParen(): antlr.TerminalNode {
        return this.getToken(CParser.LeftParen, 0)!;
    }
    public typeName(): TypeNameContext {
        return this.getRuleContext(0, TypeNameContext)!;
    }
    public Comma(): antlr.TerminalNode {
        return this.getToken(CParser.Comma, 0)!;
    }
    public offsetofMember(): OffsetofMemberContext {
        return this.getRuleContext(0, OffsetofMemberContext)!;
    }
    public RightParen(): antlr.TerminalNode {
        return this.getToken(CParser.RightParen, 0)!;
    }
}


export class ArgumentListContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public Comma(): antlr.TerminalNode[];
    public Comma(i: number): antlr.TerminalNode | null;
    public Comma(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Comma);
    	} else {
    		return this.getToken(CParser.Comma, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_argumentList;
    }
}


export class OffsetofMemberContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Identifier(): antlr.TerminalNode[];
    public Identifier(i: number): antlr.TerminalNode | null;
    public Identifier(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Identifier);
    	} else {
    		return this.getToken(CParser.Identifier, i);
    	}
    }
    public TypedefName(): antlr.TerminalNode[];
    public TypedefName(i: number): antlr.TerminalNode | null;
    public TypedefName(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.TypedefName);
    	} else {
    		return this.getToken(CParser.TypedefName, i);
    	}
    }
    public Dot(): antlr.TerminalNode[];
    public Dot(i: number): antlr.TerminalNode | null;
    public Dot(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.Dot);
    	} else {
    		return this.getToken(CParser.Dot, i);
    	}
    }
    public LeftBracket(): antlr.TerminalNode[];
    public LeftBracket(i: number): antlr.TerminalNode | null;
    public LeftBracket(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.LeftBracket);
    	} else {
    		return this.getToken(CParser.LeftBracket, i);
    	}
    }
    public expr(): ExprContext[];
    public expr(i: number): ExprContext | null;
    public expr(i?: number): ExprContext[] | ExprContext | null {
        if (i === undefined) {
            return this.getRuleContexts(ExprContext);
        }

        return this.getRuleContext(i, ExprContext);
    }
    public RightBracket(): antlr.TerminalNode[];
    public RightBracket(i: number): antlr.TerminalNode | null;
    public RightBracket(i?: number): antlr.TerminalNode | null | antlr.TerminalNode[] {
    	if (i === undefined) {
    		return this.getTokens(CParser.RightBracket);
    	} else {
    		return this.getToken(CParser.RightBracket, i);
    	}
    }
    public override get ruleIndex(): number {
        return CParser.RULE_offsetofMember;
    }
}


export class GenericAssociationContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Colon(): antlr.TerminalNode {
        return this.getToken(CParser.Colon, 0)!;
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public typeName(): TypeNameContext | null {
        return this.getRuleContext(0, TypeNameContext);
    }
    public Default(): antlr.TerminalNode | null {
        return this.getToken(CParser.Default, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_genericAssociation;
    }
}


export class AssignmentOperatorContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Assign(): antlr.TerminalNode | null {
        return this.getToken(CParser.Assign, 0);
    }
    public StarAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.StarAssign, 0);
    }
    public DivAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.DivAssign, 0);
    }
    public ModAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.ModAssign, 0);
    }
    public PlusAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.PlusAssign, 0);
    }
    public MinusAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.MinusAssign, 0);
    }
    public LeftShiftAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftShiftAssign, 0);
    }
    public RightShiftAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightShiftAssign, 0);
    }
    public AndAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.AndAssign, 0);
    }
    public XorAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.XorAssign, 0);
    }
    public OrAssign(): antlr.TerminalNode | null {
        return this.getToken(CParser.OrAssign, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_assignmentOperator;
    }
}
