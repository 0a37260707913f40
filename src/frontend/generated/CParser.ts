// Generated from grammar/C.g4 by ANTLR 4.13.1

import * as antlr from "antlr4ng";
import { Token } from "antlr4ng";

// for running tests with parameters, TODO: discuss strategy for typed parameters in CI
// eslint-disable-next-line no-unused-vars
type int = number;


export class CParser extends antlr.Parser {
    public static readonly Auto = 1;
    public static readonly Break = 2;
    public static readonly Case = 3;
    public static readonly Char = 4;
    public static readonly Const = 5;
    public static readonly Continue = 6;
    public static readonly Default = 7;
    public static readonly Do = 8;
    public static readonly Double = 9;
    public static readonly Else = 10;
    public static readonly Enum = 11;
    public static readonly Extern = 12;
    public static readonly Float = 13;
    public static readonly For = 14;
    public static readonly Goto = 15;
    public static readonly If = 16;
    public static readonly Inline = 17;
    public static readonly Int = 18;
    public static readonly Long = 19;
    public static readonly Register = 20;
    public static readonly Restrict = 21;
    public static readonly Return = 22;
    public static readonly Short = 23;
    public static readonly Signed = 24;
    public static readonly Sizeof = 25;
    public static readonly Static = 26;
    public static readonly Struct = 27;
    public static readonly Switch = 28;
    public static readonly Typedef = 29;
    public static readonly Union = 30;
    public static readonly Unsigned = 31;
    public static readonly Void = 32;
    public static readonly Volatile = 33;
    public static readonly While = 34;
    public static readonly Bool = 35;
    public static readonly Complex = 36;
    public static readonly LeftParen = 37;
    public static readonly RightParen = 38;
    public static readonly LeftBracket = 39;
    public static readonly RightBracket = 40;
    public static readonly LeftBrace = 41;
    public static readonly RightBrace = 42;
    public static readonly Less = 43;
    public static readonly LessEqual = 44;
    public static readonly Greater = 45;
    public static readonly GreaterEqual = 46;
    public static readonly LeftShift = 47;
    public static readonly RightShift = 48;
    public static readonly Plus = 49;
    public static readonly PlusPlus = 50;
    public static readonly Minus = 51;
    public static readonly MinusMinus = 52;
    public static readonly Star = 53;
    public static readonly Div = 54;
    public static readonly Mod = 55;
    public static readonly And = 56;
    public static readonly Or = 57;
    public static readonly AndAnd = 58;
    public static readonly OrOr = 59;
    public static readonly Caret = 60;
    public static readonly Not = 61;
    public static readonly Tilde = 62;
    public static readonly Question = 63;
    public static readonly Colon = 64;
    public static readonly Semi = 65;
    public static readonly Comma = 66;
    public static readonly Assign = 67;
    public static readonly StarAssign = 68;
    public static readonly DivAssign = 69;
    public static readonly ModAssign = 70;
    public static readonly PlusAssign = 71;
    public static readonly MinusAssign = 72;
    public static readonly LeftShiftAssign = 73;
    public static readonly RightShiftAssign = 74;
    public static readonly AndAssign = 75;
    public static readonly XorAssign = 76;
    public static readonly OrAssign = 77;
    public static readonly Equal = 78;
    public static readonly NotEqual = 79;
    public static readonly Arrow = 80;
    public static readonly Dot = 81;
    public static readonly Ellipsis = 82;
    public static readonly Identifier = 83;
    public static readonly Number = 84;
    public static readonly CharacterConstant = 85;
    public static readonly StringLiteral = 86;
    public static readonly PragmaLine = 87;
    public static readonly LineMarker = 88;
    public static readonly Directive = 89;
    public static readonly Whitespace = 90;
    public static readonly Newline = 91;
    public static readonly LineContinuation = 92;
    public static readonly BlockComment = 93;
    public static readonly LineComment = 94;
    public static readonly TypedefName = 95;
    public static readonly RULE_translationUnit = 0;
    public static readonly RULE_externalDeclaration = 1;
    public static readonly RULE_pragmaLine = 2;
    public static readonly RULE_declaration = 3;
    public static readonly RULE_declarationSpecifiers = 4;
    public static readonly RULE_storageClassSpecifier = 5;
    public static readonly RULE_typeSpecifier = 6;
    public static readonly RULE_typeQualifier = 7;
    public static readonly RULE_functionSpecifier = 8;
    public static readonly RULE_structOrUnionSpecifier = 9;
    public static readonly RULE_structOrUnion = 10;
    public static readonly RULE_tag = 11;
    public static readonly RULE_structDeclaration = 12;
    public static readonly RULE_specifierQualifierList = 13;
    public static readonly RULE_structDeclaratorList = 14;
    public static readonly RULE_structDeclarator = 15;
    public static readonly RULE_enumSpecifier = 16;
    public static readonly RULE_enumerator = 17;
    public static readonly RULE_initDeclarator = 18;
    public static readonly RULE_initializer = 19;
    public static readonly RULE_declarator = 20;
    public static readonly RULE_pointer = 21;
    public static readonly RULE_directDeclarator = 22;
    public static readonly RULE_arrayQualifier = 23;
    public static readonly RULE_parameterTypeList = 24;
    public static readonly RULE_parameterDeclaration = 25;
    public static readonly RULE_typeName = 26;
    public static readonly RULE_abstractDeclarator = 27;
    public static readonly RULE_directAbstractDeclarator = 28;
    public static readonly RULE_compoundStatement = 29;
    public static readonly RULE_statement = 30;
    public static readonly RULE_forInit = 31;
    public static readonly RULE_expression = 32;
    public static readonly RULE_expr = 33;
    public static readonly RULE_argumentList = 34;
    public static readonly RULE_assignmentOperator = 35;

    public static readonly literalNames = [
        null, "'auto'", "'break'", "'case'", "'char'", "'const'", "'continue'", 
        "'default'", "'do'", "'double'", "'else'", "'enum'", "'extern'", 
        "'float'", "'for'", "'goto'", "'if'", null, "'int'", "'long'", "'register'", 
        null, "'return'", "'short'", "'signed'", "'sizeof'", "'static'", 
        "'struct'", "'switch'", "'typedef'", "'union'", "'unsigned'", "'void'", 
        "'volatile'", "'while'", "'_Bool'", "'_Complex'", "'('", "')'", 
        "'['", "']'", "'{'", "'}'", "'<'", "'<='", "'>'", "'>='", "'<<'", 
        "'>>'", "'+'", "'++'", "'-'", "'--'", "'*'", "'/'", "'%'", "'&'", 
        "'|'", "'&&'", "'||'", "'^'", "'!'", "'~'", "'?'", "':'", "';'", 
        "','", "'='", "'*='", "'/='", "'%='", "'+='", "'-='", "'<<='", "'>>='", 
        "'&='", "'^='", "'|='", "'=='", "'!='", "'->'", "'.'", "'...'"
    ];

    public static readonly symbolicNames = [
        null, "Auto", "Break", "Case", "Char", "Const", "Continue", "Default", 
        "Do", "Double", "Else", "Enum", "Extern", "Float", "For", "Goto", 
        "If", "Inline", "Int", "Long", "Register", "Restrict", "Return", 
        "Short", "Signed", "Sizeof", "Static", "Struct", "Switch", "Typedef", 
        "Union", "Unsigned", "Void", "Volatile", "While", "Bool", "Complex", 
        "LeftParen", "RightParen", "LeftBracket", "RightBracket", "LeftBrace", 
        "RightBrace", "Less", "LessEqual", "Greater", "GreaterEqual", "LeftShift", 
        "RightShift", "Plus", "PlusPlus", "Minus", "MinusMinus", "Star", 
        "Div", "Mod", "And", "Or", "AndAnd", "OrOr", "Caret", "Not", "Tilde", 
        "Question", "Colon", "Semi", "Comma", "Assign", "StarAssign", "DivAssign", 
        "ModAssign", "PlusAssign", "MinusAssign", "LeftShiftAssign", "RightShiftAssign", 
        "AndAssign", "XorAssign", "OrAssign", "Equal", "NotEqual", "Arrow", 
        "Dot", "Ellipsis", "Identifier", "Number", "CharacterConstant", 
        "StringLiteral", "PragmaLine", "LineMarker", "Directive", "Whitespace", 
        "Newline", "LineContinuation", "BlockComment", "LineComment", "TypedefName"
    ];
    public static readonly ruleNames = [
        "translationUnit", "externalDeclaration", "pragmaLine", "declaration", 
        "declarationSpecifiers", "storageClassSpecifier", "typeSpecifier", 
        "typeQualifier", "functionSpecifier", "structOrUnionSpecifier", 
        "structOrUnion", "tag", "structDeclaration", "specifierQualifierList", 
        "structDeclaratorList", "structDeclarator", "enumSpecifier", "enumerator", 
        "initDeclarator", "initializer", "declarator", "pointer", "directDeclarator", 
        "arrayQualifier", "parameterTypeList", "parameterDeclaration", "typeName", 
        "abstractDeclarator", "directAbstractDeclarator", "compoundStatement", 
        "statement", "forInit", "expression", "expr", "argumentList", "assignmentOperator",
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
            this.state = 77;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || ((((_la - 65)) & ~0x1F) === 0 && ((1 << (_la - 65)) & 1077936129) !== 0)) {
                {
                this.state = 75;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
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
                    this.state = 72;
                    this.externalDeclaration();
                    }
                    break;
                case CParser.PragmaLine:
                    {
                    this.state = 73;
                    this.pragmaLine();
                    }
                    break;
                case CParser.Semi:
                    {
                    this.state = 74;
                    this.match(CParser.Semi);
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 79;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 80;
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
            this.state = 82;
            this.declarationSpecifiers();
            this.state = 100;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Semi:
                {
                this.state = 83;
                this.match(CParser.Semi);
                }
                break;
            case CParser.LeftParen:
            case CParser.Star:
            case CParser.Identifier:
                {
                this.state = 84;
                this.declarator();
                this.state = 98;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.LeftBrace:
                    {
                    this.state = 85;
                    this.compoundStatement();
                    }
                    break;
                case CParser.Semi:
                case CParser.Comma:
                case CParser.Assign:
                    {
                    this.state = 88;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                    if (_la === 67) {
                        {
                        this.state = 86;
                        this.match(CParser.Assign);
                        this.state = 87;
                        this.initializer();
                        }
                    }

                    this.state = 94;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                    while (_la === 66) {
                        {
                        {
                        this.state = 90;
                        this.match(CParser.Comma);
                        this.state = 91;
                        this.initDeclarator();
                        }
                        }
                        this.state = 96;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                    }
                    this.state = 97;
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
            this.state = 102;
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
            this.state = 104;
            this.declarationSpecifiers();
            this.state = 113;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 37 || _la === 53 || _la === 83) {
                {
                this.state = 105;
                this.initDeclarator();
                this.state = 110;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 66) {
                    {
                    {
                    this.state = 106;
                    this.match(CParser.Comma);
                    this.state = 107;
                    this.initDeclarator();
                    }
                    }
                    this.state = 112;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                }
            }

            this.state = 115;
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
        this.enterRule(localContext, 8, CParser.RULE_declarationSpecifiers);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 121;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                this.state = 121;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.Auto:
                case CParser.Extern:
                case CParser.Register:
                case CParser.Static:
                case CParser.Typedef:
                    {
                    this.state = 117;
                    this.storageClassSpecifier();
                    }
                    break;
                case CParser.Char:
                case CParser.Double:
                case CParser.Enum:
                case CParser.Float:
                case CParser.Int:
                case CParser.Long:
                case CParser.Short:
                case CParser.Signed:
                case CParser.Struct:
                case CParser.Union:
                case CParser.Unsigned:
                case CParser.Void:
                case CParser.Bool:
                case CParser.Complex:
                case CParser.TypedefName:
                    {
                    this.state = 118;
                    this.typeSpecifier();
                    }
                    break;
                case CParser.Const:
                case CParser.Restrict:
                case CParser.Volatile:
                    {
                    this.state = 119;
                    this.typeQualifier();
                    }
                    break;
                case CParser.Inline:
                    {
                    this.state = 120;
                    this.functionSpecifier();
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 123;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            } while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95);
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
        this.enterRule(localContext, 10, CParser.RULE_storageClassSpecifier);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 125;
            _la = this.tokenStream.LA(1);
            if(!((((_la) & ~0x1F) === 0 && ((1 << _la) & 605032450) !== 0))) {
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
        this.enterRule(localContext, 12, CParser.RULE_typeSpecifier);
        try {
            this.state = 141;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Void:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 127;
                this.match(CParser.Void);
                }
                break;
            case CParser.Char:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 128;
                this.match(CParser.Char);
                }
                break;
            case CParser.Short:
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 129;
                this.match(CParser.Short);
                }
                break;
            case CParser.Int:
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 130;
                this.match(CParser.Int);
                }
                break;
            case CParser.Long:
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 131;
                this.match(CParser.Long);
                }
                break;
            case CParser.Float:
                this.enterOuterAlt(localContext, 6);
                {
                this.state = 132;
                this.match(CParser.Float);
                }
                break;
            case CParser.Double:
                this.enterOuterAlt(localContext, 7);
                {
                this.state = 133;
                this.match(CParser.Double);
                }
                break;
            case CParser.Signed:
                this.enterOuterAlt(localContext, 8);
                {
                this.state = 134;
                this.match(CParser.Signed);
                }
                break;
            case CParser.Unsigned:
                this.enterOuterAlt(localContext, 9);
                {
                this.state = 135;
                this.match(CParser.Unsigned);
                }
                break;
            case CParser.Bool:
                this.enterOuterAlt(localContext, 10);
                {
                this.state = 136;
                this.match(CParser.Bool);
                }
                break;
            case CParser.Complex:
                this.enterOuterAlt(localContext, 11);
                {
                this.state = 137;
                this.match(CParser.Complex);
                }
                break;
            case CParser.Struct:
            case CParser.Union:
                this.enterOuterAlt(localContext, 12);
                {
                this.state = 138;
                this.structOrUnionSpecifier();
                }
                break;
            case CParser.Enum:
                this.enterOuterAlt(localContext, 13);
                {
                this.state = 139;
                this.enumSpecifier();
                }
                break;
            case CParser.TypedefName:
                this.enterOuterAlt(localContext, 14);
                {
                this.state = 140;
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
    public typeQualifier(): TypeQualifierContext {
        let localContext = new TypeQualifierContext(this.context, this.state);
        this.enterRule(localContext, 14, CParser.RULE_typeQualifier);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 143;
            _la = this.tokenStream.LA(1);
            if(!(((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 268500993) !== 0))) {
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
        this.enterRule(localContext, 16, CParser.RULE_functionSpecifier);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 145;
            this.match(CParser.Inline);
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
        this.enterRule(localContext, 18, CParser.RULE_structOrUnionSpecifier);
        let _la: number;
        try {
            this.state = 163;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 13, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 147;
                this.structOrUnion();
                this.state = 149;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 83 || _la === 95) {
                    {
                    this.state = 148;
                    this.tag();
                    }
                }

                this.state = 151;
                this.match(CParser.LeftBrace);
                this.state = 155;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3383503408) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95) {
                    {
                    {
                    this.state = 152;
                    this.structDeclaration();
                    }
                    }
                    this.state = 157;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 158;
                this.match(CParser.RightBrace);
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 160;
                this.structOrUnion();
                this.state = 161;
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
        this.enterRule(localContext, 20, CParser.RULE_structOrUnion);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 165;
            _la = this.tokenStream.LA(1);
            if(!(_la === 27 || _la === 30)) {
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
        this.enterRule(localContext, 22, CParser.RULE_tag);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 167;
            _la = this.tokenStream.LA(1);
            if(!(_la === 83 || _la === 95)) {
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
        this.enterRule(localContext, 24, CParser.RULE_structDeclaration);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 169;
            this.specifierQualifierList();
            this.state = 171;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (((((_la - 37)) & ~0x1F) === 0 && ((1 << (_la - 37)) & 134283265) !== 0) || _la === 83) {
                {
                this.state = 170;
                this.structDeclaratorList();
                }
            }

            this.state = 173;
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
        this.enterRule(localContext, 26, CParser.RULE_specifierQualifierList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 177;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                this.state = 177;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.Char:
                case CParser.Double:
                case CParser.Enum:
                case CParser.Float:
                case CParser.Int:
                case CParser.Long:
                case CParser.Short:
                case CParser.Signed:
                case CParser.Struct:
                case CParser.Union:
                case CParser.Unsigned:
                case CParser.Void:
                case CParser.Bool:
                case CParser.Complex:
                case CParser.TypedefName:
                    {
                    this.state = 175;
                    this.typeSpecifier();
                    }
                    break;
                case CParser.Const:
                case CParser.Restrict:
                case CParser.Volatile:
                    {
                    this.state = 176;
                    this.typeQualifier();
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 179;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            } while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3383503408) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95);
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
        this.enterRule(localContext, 28, CParser.RULE_structDeclaratorList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 181;
            this.structDeclarator();
            this.state = 186;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 182;
                this.match(CParser.Comma);
                this.state = 183;
                this.structDeclarator();
                }
                }
                this.state = 188;
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
        this.enterRule(localContext, 30, CParser.RULE_structDeclarator);
        let _la: number;
        try {
            this.state = 196;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.LeftParen:
            case CParser.Star:
            case CParser.Identifier:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 189;
                this.declarator();
                this.state = 192;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 64) {
                    {
                    this.state = 190;
                    this.match(CParser.Colon);
                    this.state = 191;
                    this.expr(0);
                    }
                }

                }
                break;
            case CParser.Colon:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 194;
                this.match(CParser.Colon);
                this.state = 195;
                this.expr(0);
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
        this.enterRule(localContext, 32, CParser.RULE_enumSpecifier);
        let _la: number;
        try {
            let alternative: number;
            this.state = 218;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 23, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 198;
                this.match(CParser.Enum);
                this.state = 200;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 83 || _la === 95) {
                    {
                    this.state = 199;
                    this.tag();
                    }
                }

                this.state = 202;
                this.match(CParser.LeftBrace);
                this.state = 203;
                this.enumerator();
                this.state = 208;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 21, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 204;
                        this.match(CParser.Comma);
                        this.state = 205;
                        this.enumerator();
                        }
                        }
                    }
                    this.state = 210;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 21, this.context);
                }
                this.state = 212;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 66) {
                    {
                    this.state = 211;
                    this.match(CParser.Comma);
                    }
                }

                this.state = 214;
                this.match(CParser.RightBrace);
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 216;
                this.match(CParser.Enum);
                this.state = 217;
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
        this.enterRule(localContext, 34, CParser.RULE_enumerator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 220;
            this.match(CParser.Identifier);
            this.state = 223;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 67) {
                {
                this.state = 221;
                this.match(CParser.Assign);
                this.state = 222;
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
        this.enterRule(localContext, 36, CParser.RULE_initDeclarator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 225;
            this.declarator();
            this.state = 228;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 67) {
                {
                this.state = 226;
                this.match(CParser.Assign);
                this.state = 227;
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
        this.enterRule(localContext, 38, CParser.RULE_initializer);
        let _la: number;
        try {
            let alternative: number;
            this.state = 245;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
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
                this.state = 230;
                this.expr(0);
                }
                break;
            case CParser.LeftBrace:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 231;
                this.match(CParser.LeftBrace);
                this.state = 232;
                this.initializer();
                this.state = 237;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 26, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 233;
                        this.match(CParser.Comma);
                        this.state = 234;
                        this.initializer();
                        }
                        }
                    }
                    this.state = 239;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 26, this.context);
                }
                this.state = 241;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 66) {
                    {
                    this.state = 240;
                    this.match(CParser.Comma);
                    }
                }

                this.state = 243;
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
    public declarator(): DeclaratorContext {
        let localContext = new DeclaratorContext(this.context, this.state);
        this.enterRule(localContext, 40, CParser.RULE_declarator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 250;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 53) {
                {
                {
                this.state = 247;
                this.pointer();
                }
                }
                this.state = 252;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 253;
            this.directDeclarator(0);
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
        this.enterRule(localContext, 42, CParser.RULE_pointer);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 255;
            this.match(CParser.Star);
            this.state = 259;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 268500993) !== 0)) {
                {
                {
                this.state = 256;
                this.typeQualifier();
                }
                }
                this.state = 261;
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
        let _startState = 44;
        this.enterRecursionRule(localContext, 44, CParser.RULE_directDeclarator, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 268;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Identifier:
                {
                localContext = new NameDeclaratorContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 263;
                this.match(CParser.Identifier);
                }
                break;
            case CParser.LeftParen:
                {
                localContext = new ParenDeclaratorContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 264;
                this.match(CParser.LeftParen);
                this.state = 265;
                this.declarator();
                this.state = 266;
                this.match(CParser.RightParen);
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 290;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 36, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 288;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 35, this.context) ) {
                    case 1:
                        {
                        localContext = new ArrayDeclaratorContext(new DirectDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directDeclarator);
                        this.state = 270;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 271;
                        this.match(CParser.LeftBracket);
                        this.state = 275;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                            {
                            {
                            this.state = 272;
                            this.arrayQualifier();
                            }
                            }
                            this.state = 277;
                            this.errorHandler.sync(this);
                            _la = this.tokenStream.LA(1);
                        }
                        this.state = 279;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 278;
                            this.expr(0);
                            }
                        }

                        this.state = 281;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 2:
                        {
                        localContext = new FunctionDeclaratorContext(new DirectDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directDeclarator);
                        this.state = 282;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 283;
                        this.match(CParser.LeftParen);
                        this.state = 285;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95) {
                            {
                            this.state = 284;
                            this.parameterTypeList();
                            }
                        }

                        this.state = 287;
                        this.match(CParser.RightParen);
                        }
                        break;
                    }
                    }
                }
                this.state = 292;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 36, this.context);
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
        this.enterRule(localContext, 46, CParser.RULE_arrayQualifier);
        try {
            this.state = 295;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Const:
            case CParser.Restrict:
            case CParser.Volatile:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 293;
                this.typeQualifier();
                }
                break;
            case CParser.Static:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 294;
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
        this.enterRule(localContext, 48, CParser.RULE_parameterTypeList);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 297;
            this.parameterDeclaration();
            this.state = 302;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 38, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    {
                    {
                    this.state = 298;
                    this.match(CParser.Comma);
                    this.state = 299;
                    this.parameterDeclaration();
                    }
                    }
                }
                this.state = 304;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 38, this.context);
            }
            this.state = 307;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 66) {
                {
                this.state = 305;
                this.match(CParser.Comma);
                this.state = 306;
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
        this.enterRule(localContext, 50, CParser.RULE_parameterDeclaration);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 309;
            this.declarationSpecifiers();
            this.state = 312;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 40, this.context) ) {
            case 1:
                {
                this.state = 310;
                this.declarator();
                }
                break;
            case 2:
                {
                this.state = 311;
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
        this.enterRule(localContext, 52, CParser.RULE_typeName);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 314;
            this.specifierQualifierList();
            this.state = 316;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (((((_la - 37)) & ~0x1F) === 0 && ((1 << (_la - 37)) & 65541) !== 0)) {
                {
                this.state = 315;
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
        this.enterRule(localContext, 54, CParser.RULE_abstractDeclarator);
        let _la: number;
        try {
            this.state = 327;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Star:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 319;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                do {
                    {
                    {
                    this.state = 318;
                    this.pointer();
                    }
                    }
                    this.state = 321;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                } while (_la === 53);
                this.state = 324;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 37 || _la === 39) {
                    {
                    this.state = 323;
                    this.directAbstractDeclarator(0);
                    }
                }

                }
                break;
            case CParser.LeftParen:
            case CParser.LeftBracket:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 326;
                this.directAbstractDeclarator(0);
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
        let _startState = 56;
        this.enterRecursionRule(localContext, 56, CParser.RULE_directAbstractDeclarator, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 350;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 48, this.context) ) {
            case 1:
                {
                localContext = new ParenAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 330;
                this.match(CParser.LeftParen);
                this.state = 331;
                this.abstractDeclarator();
                this.state = 332;
                this.match(CParser.RightParen);
                }
                break;
            case 2:
                {
                localContext = new ArrayAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 334;
                this.match(CParser.LeftBracket);
                this.state = 338;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                    {
                    {
                    this.state = 335;
                    this.arrayQualifier();
                    }
                    }
                    this.state = 340;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 342;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 341;
                    this.expr(0);
                    }
                }

                this.state = 344;
                this.match(CParser.RightBracket);
                }
                break;
            case 3:
                {
                localContext = new FunctionAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 345;
                this.match(CParser.LeftParen);
                this.state = 347;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95) {
                    {
                    this.state = 346;
                    this.parameterTypeList();
                    }
                }

                this.state = 349;
                this.match(CParser.RightParen);
                }
                break;
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 372;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 53, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 370;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 52, this.context) ) {
                    case 1:
                        {
                        localContext = new ArrayAbstractSuffixContext(new DirectAbstractDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directAbstractDeclarator);
                        this.state = 352;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 353;
                        this.match(CParser.LeftBracket);
                        this.state = 357;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                            {
                            {
                            this.state = 354;
                            this.arrayQualifier();
                            }
                            }
                            this.state = 359;
                            this.errorHandler.sync(this);
                            _la = this.tokenStream.LA(1);
                        }
                        this.state = 361;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 360;
                            this.expr(0);
                            }
                        }

                        this.state = 363;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 2:
                        {
                        localContext = new FunctionAbstractSuffixContext(new DirectAbstractDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directAbstractDeclarator);
                        this.state = 364;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 365;
                        this.match(CParser.LeftParen);
                        this.state = 367;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95) {
                            {
                            this.state = 366;
                            this.parameterTypeList();
                            }
                        }

                        this.state = 369;
                        this.match(CParser.RightParen);
                        }
                        break;
                    }
                    }
                }
                this.state = 374;
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
            this.unrollRecursionContexts(parentContext);
        }
        return localContext;
    }
    public compoundStatement(): CompoundStatementContext {
        let localContext = new CompoundStatementContext(this.context, this.state);
        this.enterRule(localContext, 58, CParser.RULE_compoundStatement);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 375;
            this.match(CParser.LeftBrace);
            this.state = 381;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 4294966270) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 1631453759) !== 0) || ((((_la - 65)) & ~0x1F) === 0 && ((1 << (_la - 65)) & 1081868289) !== 0)) {
                {
                this.state = 379;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
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
                    this.state = 376;
                    this.declaration();
                    }
                    break;
                case CParser.Break:
                case CParser.Case:
                case CParser.Continue:
                case CParser.Default:
                case CParser.Do:
                case CParser.For:
                case CParser.Goto:
                case CParser.If:
                case CParser.Return:
                case CParser.Sizeof:
                case CParser.Switch:
                case CParser.While:
                case CParser.LeftParen:
                case CParser.LeftBrace:
                case CParser.Plus:
                case CParser.PlusPlus:
                case CParser.Minus:
                case CParser.MinusMinus:
                case CParser.Star:
                case CParser.And:
                case CParser.Not:
                case CParser.Tilde:
                case CParser.Semi:
                case CParser.Identifier:
                case CParser.Number:
                case CParser.CharacterConstant:
                case CParser.StringLiteral:
                    {
                    this.state = 377;
                    this.statement();
                    }
                    break;
                case CParser.PragmaLine:
                    {
                    this.state = 378;
                    this.pragmaLine();
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 383;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 384;
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
        this.enterRule(localContext, 60, CParser.RULE_statement);
        let _la: number;
        try {
            this.state = 456;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 61, this.context) ) {
            case 1:
                localContext = new CompoundContext(localContext);
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 386;
                this.compoundStatement();
                }
                break;
            case 2:
                localContext = new ExpressionStatementContext(localContext);
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 388;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 387;
                    this.expression();
                    }
                }

                this.state = 390;
                this.match(CParser.Semi);
                }
                break;
            case 3:
                localContext = new IfStatementContext(localContext);
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 391;
                this.match(CParser.If);
                this.state = 392;
                this.match(CParser.LeftParen);
                this.state = 393;
                this.expression();
                this.state = 394;
                this.match(CParser.RightParen);
                this.state = 395;
                this.statement();
                this.state = 398;
                this.errorHandler.sync(this);
                switch (this.interpreter.adaptivePredict(this.tokenStream, 57, this.context) ) {
                case 1:
                    {
                    this.state = 396;
                    this.match(CParser.Else);
                    this.state = 397;
                    this.statement();
                    }
                    break;
                }
                }
                break;
            case 4:
                localContext = new WhileStatementContext(localContext);
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 400;
                this.match(CParser.While);
                this.state = 401;
                this.match(CParser.LeftParen);
                this.state = 402;
                this.expression();
                this.state = 403;
                this.match(CParser.RightParen);
                this.state = 404;
                this.statement();
                }
                break;
            case 5:
                localContext = new DoStatementContext(localContext);
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 406;
                this.match(CParser.Do);
                this.state = 407;
                this.statement();
                this.state = 408;
                this.match(CParser.While);
                this.state = 409;
                this.match(CParser.LeftParen);
                this.state = 410;
                this.expression();
                this.state = 411;
                this.match(CParser.RightParen);
                this.state = 412;
                this.match(CParser.Semi);
                }
                break;
            case 6:
                localContext = new ForStatementContext(localContext);
                this.enterOuterAlt(localContext, 6);
                {
                this.state = 414;
                this.match(CParser.For);
                this.state = 415;
                this.match(CParser.LeftParen);
                this.state = 416;
                this.forInit();
                this.state = 418;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 417;
                    this.expression();
                    }
                }

                this.state = 420;
                this.match(CParser.Semi);
                this.state = 422;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 421;
                    this.expression();
                    }
                }

                this.state = 424;
                this.match(CParser.RightParen);
                this.state = 425;
                this.statement();
                }
                break;
            case 7:
                localContext = new ContinueStatementContext(localContext);
                this.enterOuterAlt(localContext, 7);
                {
                this.state = 427;
                this.match(CParser.Continue);
                this.state = 428;
                this.match(CParser.Semi);
                }
                break;
            case 8:
                localContext = new BreakStatementContext(localContext);
                this.enterOuterAlt(localContext, 8);
                {
                this.state = 429;
                this.match(CParser.Break);
                this.state = 430;
                this.match(CParser.Semi);
                }
                break;
            case 9:
                localContext = new ReturnStatementContext(localContext);
                this.enterOuterAlt(localContext, 9);
                {
                this.state = 431;
                this.match(CParser.Return);
                this.state = 433;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 432;
                    this.expression();
                    }
                }

                this.state = 435;
                this.match(CParser.Semi);
                }
                break;
            case 10:
                localContext = new GotoStatementContext(localContext);
                this.enterOuterAlt(localContext, 10);
                {
                this.state = 436;
                this.match(CParser.Goto);
                this.state = 437;
                this.match(CParser.Identifier);
                this.state = 438;
                this.match(CParser.Semi);
                }
                break;
            case 11:
                localContext = new SwitchStatementContext(localContext);
                this.enterOuterAlt(localContext, 11);
                {
                this.state = 439;
                this.match(CParser.Switch);
                this.state = 440;
                this.match(CParser.LeftParen);
                this.state = 441;
                this.expression();
                this.state = 442;
                this.match(CParser.RightParen);
                this.state = 443;
                this.statement();
                }
                break;
            case 12:
                localContext = new CaseStatementContext(localContext);
                this.enterOuterAlt(localContext, 12);
                {
                this.state = 445;
                this.match(CParser.Case);
                this.state = 446;
                this.expr(0);
                this.state = 447;
                this.match(CParser.Colon);
                this.state = 448;
                this.statement();
                }
                break;
            case 13:
                localContext = new DefaultStatementContext(localContext);
                this.enterOuterAlt(localContext, 13);
                {
                this.state = 450;
                this.match(CParser.Default);
                this.state = 451;
                this.match(CParser.Colon);
                this.state = 452;
                this.statement();
                }
                break;
            case 14:
                localContext = new LabeledStatementContext(localContext);
                this.enterOuterAlt(localContext, 14);
                {
                this.state = 453;
                this.match(CParser.Identifier);
                this.state = 454;
                this.match(CParser.Colon);
                this.state = 455;
                this.statement();
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
    public forInit(): ForInitContext {
        let localContext = new ForInitContext(this.context, this.state);
        this.enterRule(localContext, 62, CParser.RULE_forInit);
        let _la: number;
        try {
            this.state = 463;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
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
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 458;
                this.declaration();
                }
                break;
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
            case CParser.Semi:
            case CParser.Identifier:
            case CParser.Number:
            case CParser.CharacterConstant:
            case CParser.StringLiteral:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 460;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 459;
                    this.expression();
                    }
                }

                this.state = 462;
                this.match(CParser.Semi);
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
    public expression(): ExpressionContext {
        let localContext = new ExpressionContext(this.context, this.state);
        this.enterRule(localContext, 64, CParser.RULE_expression);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 465;
            this.expr(0);
            this.state = 470;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 466;
                this.match(CParser.Comma);
                this.state = 467;
                this.expr(0);
                }
                }
                this.state = 472;
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
        let _startState = 66;
        this.enterRecursionRule(localContext, 66, CParser.RULE_expr, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 502;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 66, this.context) ) {
            case 1:
                {
                localContext = new IdentifierContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 474;
                this.match(CParser.Identifier);
                }
                break;
            case 2:
                {
                localContext = new NumberContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 475;
                this.match(CParser.Number);
                }
                break;
            case 3:
                {
                localContext = new CharacterContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 476;
                this.match(CParser.CharacterConstant);
                }
                break;
            case 4:
                {
                localContext = new StringContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 478;
                this.errorHandler.sync(this);
                alternative = 1;
                do {
                    switch (alternative) {
                    case 1:
                        {
                        {
                        this.state = 477;
                        this.match(CParser.StringLiteral);
                        }
                        }
                        break;
                    default:
                        throw new antlr.NoViableAltException(this);
                    }
                    this.state = 480;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 65, this.context);
                } while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER);
                }
                break;
            case 5:
                {
                localContext = new ParenthesizedContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 482;
                this.match(CParser.LeftParen);
                this.state = 483;
                this.expression();
                this.state = 484;
                this.match(CParser.RightParen);
                }
                break;
            case 6:
                {
                localContext = new PreIncDecContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 486;
                (localContext as PreIncDecContext)._op = this.tokenStream.LT(1);
                _la = this.tokenStream.LA(1);
                if(!(_la === 50 || _la === 52)) {
                    (localContext as PreIncDecContext)._op = this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                this.state = 487;
                this.expr(17);
                }
                break;
            case 7:
                {
                localContext = new UnaryContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 488;
                (localContext as UnaryContext)._op = this.tokenStream.LT(1);
                _la = this.tokenStream.LA(1);
                if(!(((((_la - 49)) & ~0x1F) === 0 && ((1 << (_la - 49)) & 12437) !== 0))) {
                    (localContext as UnaryContext)._op = this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                this.state = 489;
                this.expr(16);
                }
                break;
            case 8:
                {
                localContext = new SizeofTypeContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 490;
                this.match(CParser.Sizeof);
                this.state = 491;
                this.match(CParser.LeftParen);
                this.state = 492;
                this.typeName();
                this.state = 493;
                this.match(CParser.RightParen);
                }
                break;
            case 9:
                {
                localContext = new SizeofExprContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 495;
                this.match(CParser.Sizeof);
                this.state = 496;
                this.expr(14);
                }
                break;
            case 10:
                {
                localContext = new CastContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 497;
                this.match(CParser.LeftParen);
                this.state = 498;
                this.typeName();
                this.state = 499;
                this.match(CParser.RightParen);
                this.state = 500;
                this.expr(13);
                }
                break;
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 562;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 69, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 560;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 68, this.context) ) {
                    case 1:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 504;
                        if (!(this.precpred(this.context, 12))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 12)");
                        }
                        this.state = 505;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(((((_la - 53)) & ~0x1F) === 0 && ((1 << (_la - 53)) & 7) !== 0))) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 506;
                        this.expr(13);
                        }
                        break;
                    case 2:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 507;
                        if (!(this.precpred(this.context, 11))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 11)");
                        }
                        this.state = 508;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 49 || _la === 51)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 509;
                        this.expr(12);
                        }
                        break;
                    case 3:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 510;
                        if (!(this.precpred(this.context, 10))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 10)");
                        }
                        this.state = 511;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 47 || _la === 48)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 512;
                        this.expr(11);
                        }
                        break;
                    case 4:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 513;
                        if (!(this.precpred(this.context, 9))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 9)");
                        }
                        this.state = 514;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(((((_la - 43)) & ~0x1F) === 0 && ((1 << (_la - 43)) & 15) !== 0))) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 515;
                        this.expr(10);
                        }
                        break;
                    case 5:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 516;
                        if (!(this.precpred(this.context, 8))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 8)");
                        }
                        this.state = 517;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 78 || _la === 79)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 518;
                        this.expr(9);
                        }
                        break;
                    case 6:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 519;
                        if (!(this.precpred(this.context, 7))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 7)");
                        }
                        this.state = 520;
                        (localContext as BinaryContext)._op = this.match(CParser.And);
                        this.state = 521;
                        this.expr(8);
                        }
                        break;
                    case 7:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 522;
                        if (!(this.precpred(this.context, 6))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 6)");
                        }
                        this.state = 523;
                        (localContext as BinaryContext)._op = this.match(CParser.Caret);
                        this.state = 524;
                        this.expr(7);
                        }
                        break;
                    case 8:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 525;
                        if (!(this.precpred(this.context, 5))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 5)");
                        }
                        this.state = 526;
                        (localContext as BinaryContext)._op = this.match(CParser.Or);
                        this.state = 527;
                        this.expr(6);
                        }
                        break;
                    case 9:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 528;
                        if (!(this.precpred(this.context, 4))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 4)");
                        }
                        this.state = 529;
                        (localContext as BinaryContext)._op = this.match(CParser.AndAnd);
                        this.state = 530;
                        this.expr(5);
                        }
                        break;
                    case 10:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 531;
                        if (!(this.precpred(this.context, 3))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 3)");
                        }
                        this.state = 532;
                        (localContext as BinaryContext)._op = this.match(CParser.OrOr);
                        this.state = 533;
                        this.expr(4);
                        }
                        break;
                    case 11:
                        {
                        localContext = new ConditionalContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 534;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 535;
                        this.match(CParser.Question);
                        this.state = 536;
                        this.expression();
                        this.state = 537;
                        this.match(CParser.Colon);
                        this.state = 538;
                        this.expr(2);
                        }
                        break;
                    case 12:
                        {
                        localContext = new AssignmentContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 540;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 541;
                        this.assignmentOperator();
                        this.state = 542;
                        this.expr(1);
                        }
                        break;
                    case 13:
                        {
                        localContext = new IndexContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 544;
                        if (!(this.precpred(this.context, 21))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 21)");
                        }
                        this.state = 545;
                        this.match(CParser.LeftBracket);
                        this.state = 546;
                        this.expression();
                        this.state = 547;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 14:
                        {
                        localContext = new CallContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 549;
                        if (!(this.precpred(this.context, 20))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 20)");
                        }
                        this.state = 550;
                        this.match(CParser.LeftParen);
                        this.state = 552;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 551;
                            this.argumentList();
                            }
                        }

                        this.state = 554;
                        this.match(CParser.RightParen);
                        }
                        break;
                    case 15:
                        {
                        localContext = new MemberContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 555;
                        if (!(this.precpred(this.context, 19))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 19)");
                        }
                        this.state = 556;
                        (localContext as MemberContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 80 || _la === 81)) {
                            (localContext as MemberContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 557;
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 83 || _la === 95)) {
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
                        this.state = 558;
                        if (!(this.precpred(this.context, 18))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 18)");
                        }
                        this.state = 559;
                        (localContext as PostIncDecContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 50 || _la === 52)) {
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
                this.state = 564;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 69, this.context);
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
        this.enterRule(localContext, 68, CParser.RULE_argumentList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 565;
            this.expr(0);
            this.state = 570;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 566;
                this.match(CParser.Comma);
                this.state = 567;
                this.expr(0);
                }
                }
                this.state = 572;
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
    public assignmentOperator(): AssignmentOperatorContext {
        let localContext = new AssignmentOperatorContext(this.context, this.state);
        this.enterRule(localContext, 70, CParser.RULE_assignmentOperator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 573;
            _la = this.tokenStream.LA(1);
            if(!(((((_la - 67)) & ~0x1F) === 0 && ((1 << (_la - 67)) & 2047) !== 0))) {
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
        case 22:
            return this.directDeclarator_sempred(localContext as DirectDeclaratorContext, predIndex);
        case 28:
            return this.directAbstractDeclarator_sempred(localContext as DirectAbstractDeclaratorContext, predIndex);
        case 33:
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
            return this.precpred(this.context, 21);
        case 17:
            return this.precpred(this.context, 20);
        case 18:
            return this.precpred(this.context, 19);
        case 19:
            return this.precpred(this.context, 18);
        }
        return true;
    }

    public static readonly _serializedATN: number[] = [
        4,1,95,576,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,1,0,1,0,1,0,5,0,76,8,0,10,0,12,0,79,9,0,
        1,0,1,0,1,1,1,1,1,1,1,1,1,1,1,1,3,1,89,8,1,1,1,1,1,5,1,93,8,1,10,
        1,12,1,96,9,1,1,1,3,1,99,8,1,3,1,101,8,1,1,2,1,2,1,3,1,3,1,3,1,3,
        5,3,109,8,3,10,3,12,3,112,9,3,3,3,114,8,3,1,3,1,3,1,4,1,4,1,4,1,
        4,4,4,122,8,4,11,4,12,4,123,1,5,1,5,1,6,1,6,1,6,1,6,1,6,1,6,1,6,
        1,6,1,6,1,6,1,6,1,6,1,6,1,6,3,6,142,8,6,1,7,1,7,1,8,1,8,1,9,1,9,
        3,9,150,8,9,1,9,1,9,5,9,154,8,9,10,9,12,9,157,9,9,1,9,1,9,1,9,1,
        9,1,9,3,9,164,8,9,1,10,1,10,1,11,1,11,1,12,1,12,3,12,172,8,12,1,
        12,1,12,1,13,1,13,4,13,178,8,13,11,13,12,13,179,1,14,1,14,1,14,5,
        14,185,8,14,10,14,12,14,188,9,14,1,15,1,15,1,15,3,15,193,8,15,1,
        15,1,15,3,15,197,8,15,1,16,1,16,3,16,201,8,16,1,16,1,16,1,16,1,16,
        5,16,207,8,16,10,16,12,16,210,9,16,1,16,3,16,213,8,16,1,16,1,16,
        1,16,1,16,3,16,219,8,16,1,17,1,17,1,17,3,17,224,8,17,1,18,1,18,1,
        18,3,18,229,8,18,1,19,1,19,1,19,1,19,1,19,5,19,236,8,19,10,19,12,
        19,239,9,19,1,19,3,19,242,8,19,1,19,1,19,3,19,246,8,19,1,20,5,20,
        249,8,20,10,20,12,20,252,9,20,1,20,1,20,1,21,1,21,5,21,258,8,21,
        10,21,12,21,261,9,21,1,22,1,22,1,22,1,22,1,22,1,22,3,22,269,8,22,
        1,22,1,22,1,22,5,22,274,8,22,10,22,12,22,277,9,22,1,22,3,22,280,
        8,22,1,22,1,22,1,22,1,22,3,22,286,8,22,1,22,5,22,289,8,22,10,22,
        12,22,292,9,22,1,23,1,23,3,23,296,8,23,1,24,1,24,1,24,5,24,301,8,
        24,10,24,12,24,304,9,24,1,24,1,24,3,24,308,8,24,1,25,1,25,1,25,3,
        25,313,8,25,1,26,1,26,3,26,317,8,26,1,27,4,27,320,8,27,11,27,12,
        27,321,1,27,3,27,325,8,27,1,27,3,27,328,8,27,1,28,1,28,1,28,1,28,
        1,28,1,28,1,28,5,28,337,8,28,10,28,12,28,340,9,28,1,28,3,28,343,
        8,28,1,28,1,28,1,28,3,28,348,8,28,1,28,3,28,351,8,28,1,28,1,28,1,
        28,5,28,356,8,28,10,28,12,28,359,9,28,1,28,3,28,362,8,28,1,28,1,
        28,1,28,1,28,3,28,368,8,28,1,28,5,28,371,8,28,10,28,12,28,374,9,
        28,1,29,1,29,1,29,1,29,5,29,380,8,29,10,29,12,29,383,9,29,1,29,1,
        29,1,30,1,30,3,30,389,8,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,
        30,3,30,399,8,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,
        30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,3,30,419,8,30,1,30,1,
        30,3,30,423,8,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,3,
        30,434,8,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,
        30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,3,30,457,8,
        30,1,31,1,31,3,31,461,8,31,1,31,3,31,464,8,31,1,32,1,32,1,32,5,32,
        469,8,32,10,32,12,32,472,9,32,1,33,1,33,1,33,1,33,1,33,4,33,479,
        8,33,11,33,12,33,480,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,3,33,503,
        8,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,3,33,553,8,33,
        1,33,1,33,1,33,1,33,1,33,1,33,5,33,561,8,33,10,33,12,33,564,9,33,
        1,34,1,34,1,34,5,34,569,8,34,10,34,12,34,572,9,34,1,35,1,35,1,35,
        0,3,44,56,66,36,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,
        36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,0,13,5,0,1,
        1,12,12,20,20,26,26,29,29,3,0,5,5,21,21,33,33,2,0,27,27,30,30,2,
        0,83,83,95,95,2,0,50,50,52,52,5,0,49,49,51,51,53,53,56,56,61,62,
        1,0,53,55,2,0,49,49,51,51,1,0,47,48,1,0,43,46,1,0,78,79,1,0,80,81,
        1,0,67,77,662,0,77,1,0,0,0,2,82,1,0,0,0,4,102,1,0,0,0,6,104,1,0,
        0,0,8,121,1,0,0,0,10,125,1,0,0,0,12,141,1,0,0,0,14,143,1,0,0,0,16,
        145,1,0,0,0,18,163,1,0,0,0,20,165,1,0,0,0,22,167,1,0,0,0,24,169,
        1,0,0,0,26,177,1,0,0,0,28,181,1,0,0,0,30,196,1,0,0,0,32,218,1,0,
        0,0,34,220,1,0,0,0,36,225,1,0,0,0,38,245,1,0,0,0,40,250,1,0,0,0,
        42,255,1,0,0,0,44,268,1,0,0,0,46,295,1,0,0,0,48,297,1,0,0,0,50,309,
        1,0,0,0,52,314,1,0,0,0,54,327,1,0,0,0,56,350,1,0,0,0,58,375,1,0,
        0,0,60,456,1,0,0,0,62,463,1,0,0,0,64,465,1,0,0,0,66,502,1,0,0,0,
        68,565,1,0,0,0,70,573,1,0,0,0,72,76,3,2,1,0,73,76,3,4,2,0,74,76,
        5,65,0,0,75,72,1,0,0,0,75,73,1,0,0,0,75,74,1,0,0,0,76,79,1,0,0,0,
        77,75,1,0,0,0,77,78,1,0,0,0,78,80,1,0,0,0,79,77,1,0,0,0,80,81,5,
        0,0,1,81,1,1,0,0,0,82,100,3,8,4,0,83,101,5,65,0,0,84,98,3,40,20,
        0,85,99,3,58,29,0,86,87,5,67,0,0,87,89,3,38,19,0,88,86,1,0,0,0,88,
        89,1,0,0,0,89,94,1,0,0,0,90,91,5,66,0,0,91,93,3,36,18,0,92,90,1,
        0,0,0,93,96,1,0,0,0,94,92,1,0,0,0,94,95,1,0,0,0,95,97,1,0,0,0,96,
        94,1,0,0,0,97,99,5,65,0,0,98,85,1,0,0,0,98,88,1,0,0,0,99,101,1,0,
        0,0,100,83,1,0,0,0,100,84,1,0,0,0,101,3,1,0,0,0,102,103,5,87,0,0,
        103,5,1,0,0,0,104,113,3,8,4,0,105,110,3,36,18,0,106,107,5,66,0,0,
        107,109,3,36,18,0,108,106,1,0,0,0,109,112,1,0,0,0,110,108,1,0,0,
        0,110,111,1,0,0,0,111,114,1,0,0,0,112,110,1,0,0,0,113,105,1,0,0,
        0,113,114,1,0,0,0,114,115,1,0,0,0,115,116,5,65,0,0,116,7,1,0,0,0,
        117,122,3,10,5,0,118,122,3,12,6,0,119,122,3,14,7,0,120,122,3,16,
        8,0,121,117,1,0,0,0,121,118,1,0,0,0,121,119,1,0,0,0,121,120,1,0,
        0,0,122,123,1,0,0,0,123,121,1,0,0,0,123,124,1,0,0,0,124,9,1,0,0,
        0,125,126,7,0,0,0,126,11,1,0,0,0,127,142,5,32,0,0,128,142,5,4,0,
        0,129,142,5,23,0,0,130,142,5,18,0,0,131,142,5,19,0,0,132,142,5,13,
        0,0,133,142,5,9,0,0,134,142,5,24,0,0,135,142,5,31,0,0,136,142,5,
        35,0,0,137,142,5,36,0,0,138,142,3,18,9,0,139,142,3,32,16,0,140,142,
        5,95,0,0,141,127,1,0,0,0,141,128,1,0,0,0,141,129,1,0,0,0,141,130,
        1,0,0,0,141,131,1,0,0,0,141,132,1,0,0,0,141,133,1,0,0,0,141,134,
        1,0,0,0,141,135,1,0,0,0,141,136,1,0,0,0,141,137,1,0,0,0,141,138,
        1,0,0,0,141,139,1,0,0,0,141,140,1,0,0,0,142,13,1,0,0,0,143,144,7,
        1,0,0,144,15,1,0,0,0,145,146,5,17,0,0,146,17,1,0,0,0,147,149,3,20,
        10,0,148,150,3,22,11,0,149,148,1,0,0,0,149,150,1,0,0,0,150,151,1,
        0,0,0,151,155,5,41,0,0,152,154,3,24,12,0,153,152,1,0,0,0,154,157,
        1,0,0,0,155,153,1,0,0,0,155,156,1,0,0,0,156,158,1,0,0,0,157,155,
        1,0,0,0,158,159,5,42,0,0,159,164,1,0,0,0,160,161,3,20,10,0,161,162,
        3,22,11,0,162,164,1,0,0,0,163,147,1,0,0,0,163,160,1,0,0,0,164,19,
        1,0,0,0,165,166,7,2,0,0,166,21,1,0,0,0,167,168,7,3,0,0,168,23,1,
        0,0,0,169,171,3,26,13,0,170,172,3,28,14,0,171,170,1,0,0,0,171,172,
        1,0,0,0,172,173,1,0,0,0,173,174,5,65,0,0,174,25,1,0,0,0,175,178,
        3,12,6,0,176,178,3,14,7,0,177,175,1,0,0,0,177,176,1,0,0,0,178,179,
        1,0,0,0,179,177,1,0,0,0,179,180,1,0,0,0,180,27,1,0,0,0,181,186,3,
        30,15,0,182,183,5,66,0,0,183,185,3,30,15,0,184,182,1,0,0,0,185,188,
        1,0,0,0,186,184,1,0,0,0,186,187,1,0,0,0,187,29,1,0,0,0,188,186,1,
        0,0,0,189,192,3,40,20,0,190,191,5,64,0,0,191,193,3,66,33,0,192,190,
        1,0,0,0,192,193,1,0,0,0,193,197,1,0,0,0,194,195,5,64,0,0,195,197,
        3,66,33,0,196,189,1,0,0,0,196,194,1,0,0,0,197,31,1,0,0,0,198,200,
        5,11,0,0,199,201,3,22,11,0,200,199,1,0,0,0,200,201,1,0,0,0,201,202,
        1,0,0,0,202,203,5,41,0,0,203,208,3,34,17,0,204,205,5,66,0,0,205,
        207,3,34,17,0,206,204,1,0,0,0,207,210,1,0,0,0,208,206,1,0,0,0,208,
        209,1,0,0,0,209,212,1,0,0,0,210,208,1,0,0,0,211,213,5,66,0,0,212,
        211,1,0,0,0,212,213,1,0,0,0,213,214,1,0,0,0,214,215,5,42,0,0,215,
        219,1,0,0,0,216,217,5,11,0,0,217,219,3,22,11,0,218,198,1,0,0,0,218,
        216,1,0,0,0,219,33,1,0,0,0,220,223,5,83,0,0,221,222,5,67,0,0,222,
        224,3,66,33,0,223,221,1,0,0,0,223,224,1,0,0,0,224,35,1,0,0,0,225,
        228,3,40,20,0,226,227,5,67,0,0,227,229,3,38,19,0,228,226,1,0,0,0,
        228,229,1,0,0,0,229,37,1,0,0,0,230,246,3,66,33,0,231,232,5,41,0,
        0,232,237,3,38,19,0,233,234,5,66,0,0,234,236,3,38,19,0,235,233,1,
        0,0,0,236,239,1,0,0,0,237,235,1,0,0,0,237,238,1,0,0,0,238,241,1,
        0,0,0,239,237,1,0,0,0,240,242,5,66,0,0,241,240,1,0,0,0,241,242,1,
        0,0,0,242,243,1,0,0,0,243,244,5,42,0,0,244,246,1,0,0,0,245,230,1,
        0,0,0,245,231,1,0,0,0,246,39,1,0,0,0,247,249,3,42,21,0,248,247,1,
        0,0,0,249,252,1,0,0,0,250,248,1,0,0,0,250,251,1,0,0,0,251,253,1,
        0,0,0,252,250,1,0,0,0,253,254,3,44,22,0,254,41,1,0,0,0,255,259,5,
        53,0,0,256,258,3,14,7,0,257,256,1,0,0,0,258,261,1,0,0,0,259,257,
        1,0,0,0,259,260,1,0,0,0,260,43,1,0,0,0,261,259,1,0,0,0,262,263,6,
        22,-1,0,263,269,5,83,0,0,264,265,5,37,0,0,265,266,3,40,20,0,266,
        267,5,38,0,0,267,269,1,0,0,0,268,262,1,0,0,0,268,264,1,0,0,0,269,
        290,1,0,0,0,270,271,10,2,0,0,271,275,5,39,0,0,272,274,3,46,23,0,
        273,272,1,0,0,0,274,277,1,0,0,0,275,273,1,0,0,0,275,276,1,0,0,0,
        276,279,1,0,0,0,277,275,1,0,0,0,278,280,3,66,33,0,279,278,1,0,0,
        0,279,280,1,0,0,0,280,281,1,0,0,0,281,289,5,40,0,0,282,283,10,1,
        0,0,283,285,5,37,0,0,284,286,3,48,24,0,285,284,1,0,0,0,285,286,1,
        0,0,0,286,287,1,0,0,0,287,289,5,38,0,0,288,270,1,0,0,0,288,282,1,
        0,0,0,289,292,1,0,0,0,290,288,1,0,0,0,290,291,1,0,0,0,291,45,1,0,
        0,0,292,290,1,0,0,0,293,296,3,14,7,0,294,296,5,26,0,0,295,293,1,
        0,0,0,295,294,1,0,0,0,296,47,1,0,0,0,297,302,3,50,25,0,298,299,5,
        66,0,0,299,301,3,50,25,0,300,298,1,0,0,0,301,304,1,0,0,0,302,300,
        1,0,0,0,302,303,1,0,0,0,303,307,1,0,0,0,304,302,1,0,0,0,305,306,
        5,66,0,0,306,308,5,82,0,0,307,305,1,0,0,0,307,308,1,0,0,0,308,49,
        1,0,0,0,309,312,3,8,4,0,310,313,3,40,20,0,311,313,3,54,27,0,312,
        310,1,0,0,0,312,311,1,0,0,0,312,313,1,0,0,0,313,51,1,0,0,0,314,316,
        3,26,13,0,315,317,3,54,27,0,316,315,1,0,0,0,316,317,1,0,0,0,317,
        53,1,0,0,0,318,320,3,42,21,0,319,318,1,0,0,0,320,321,1,0,0,0,321,
        319,1,0,0,0,321,322,1,0,0,0,322,324,1,0,0,0,323,325,3,56,28,0,324,
        323,1,0,0,0,324,325,1,0,0,0,325,328,1,0,0,0,326,328,3,56,28,0,327,
        319,1,0,0,0,327,326,1,0,0,0,328,55,1,0,0,0,329,330,6,28,-1,0,330,
        331,5,37,0,0,331,332,3,54,27,0,332,333,5,38,0,0,333,351,1,0,0,0,
        334,338,5,39,0,0,335,337,3,46,23,0,336,335,1,0,0,0,337,340,1,0,0,
        0,338,336,1,0,0,0,338,339,1,0,0,0,339,342,1,0,0,0,340,338,1,0,0,
        0,341,343,3,66,33,0,342,341,1,0,0,0,342,343,1,0,0,0,343,344,1,0,
        0,0,344,351,5,40,0,0,345,347,5,37,0,0,346,348,3,48,24,0,347,346,
        1,0,0,0,347,348,1,0,0,0,348,349,1,0,0,0,349,351,5,38,0,0,350,329,
        1,0,0,0,350,334,1,0,0,0,350,345,1,0,0,0,351,372,1,0,0,0,352,353,
        10,2,0,0,353,357,5,39,0,0,354,356,3,46,23,0,355,354,1,0,0,0,356,
        359,1,0,0,0,357,355,1,0,0,0,357,358,1,0,0,0,358,361,1,0,0,0,359,
        357,1,0,0,0,360,362,3,66,33,0,361,360,1,0,0,0,361,362,1,0,0,0,362,
        363,1,0,0,0,363,371,5,40,0,0,364,365,10,1,0,0,365,367,5,37,0,0,366,
        368,3,48,24,0,367,366,1,0,0,0,367,368,1,0,0,0,368,369,1,0,0,0,369,
        371,5,38,0,0,370,352,1,0,0,0,370,364,1,0,0,0,371,374,1,0,0,0,372,
        370,1,0,0,0,372,373,1,0,0,0,373,57,1,0,0,0,374,372,1,0,0,0,375,381,
        5,41,0,0,376,380,3,6,3,0,377,380,3,60,30,0,378,380,3,4,2,0,379,376,
        1,0,0,0,379,377,1,0,0,0,379,378,1,0,0,0,380,383,1,0,0,0,381,379,
        1,0,0,0,381,382,1,0,0,0,382,384,1,0,0,0,383,381,1,0,0,0,384,385,
        5,42,0,0,385,59,1,0,0,0,386,457,3,58,29,0,387,389,3,64,32,0,388,
        387,1,0,0,0,388,389,1,0,0,0,389,390,1,0,0,0,390,457,5,65,0,0,391,
        392,5,16,0,0,392,393,5,37,0,0,393,394,3,64,32,0,394,395,5,38,0,0,
        395,398,3,60,30,0,396,397,5,10,0,0,397,399,3,60,30,0,398,396,1,0,
        0,0,398,399,1,0,0,0,399,457,1,0,0,0,400,401,5,34,0,0,401,402,5,37,
        0,0,402,403,3,64,32,0,403,404,5,38,0,0,404,405,3,60,30,0,405,457,
        1,0,0,0,406,407,5,8,0,0,407,408,3,60,30,0,408,409,5,34,0,0,409,410,
        5,37,0,0,410,411,3,64,32,0,411,412,5,38,0,0,412,413,5,65,0,0,413,
        457,1,0,0,0,414,415,5,14,0,0,415,416,5,37,0,0,416,418,3,62,31,0,
        417,419,3,64,32,0,418,417,1,0,0,0,418,419,1,0,0,0,419,420,1,0,0,
        0,420,422,5,65,0,0,421,423,3,64,32,0,422,421,1,0,0,0,422,423,1,0,
        0,0,423,424,1,0,0,0,424,425,5,38,0,0,425,426,3,60,30,0,426,457,1,
        0,0,0,427,428,5,6,0,0,428,457,5,65,0,0,429,430,5,2,0,0,430,457,5,
        65,0,0,431,433,5,22,0,0,432,434,3,64,32,0,433,432,1,0,0,0,433,434,
        1,0,0,0,434,435,1,0,0,0,435,457,5,65,0,0,436,437,5,15,0,0,437,438,
        5,83,0,0,438,457,5,65,0,0,439,440,5,28,0,0,440,441,5,37,0,0,441,
        442,3,64,32,0,442,443,5,38,0,0,443,444,3,60,30,0,444,457,1,0,0,0,
        445,446,5,3,0,0,446,447,3,66,33,0,447,448,5,64,0,0,448,449,3,60,
        30,0,449,457,1,0,0,0,450,451,5,7,0,0,451,452,5,64,0,0,452,457,3,
        60,30,0,453,454,5,83,0,0,454,455,5,64,0,0,455,457,3,60,30,0,456,
        386,1,0,0,0,456,388,1,0,0,0,456,391,1,0,0,0,456,400,1,0,0,0,456,
        406,1,0,0,0,456,414,1,0,0,0,456,427,1,0,0,0,456,429,1,0,0,0,456,
        431,1,0,0,0,456,436,1,0,0,0,456,439,1,0,0,0,456,445,1,0,0,0,456,
        450,1,0,0,0,456,453,1,0,0,0,457,61,1,0,0,0,458,464,3,6,3,0,459,461,
        3,64,32,0,460,459,1,0,0,0,460,461,1,0,0,0,461,462,1,0,0,0,462,464,
        5,65,0,0,463,458,1,0,0,0,463,460,1,0,0,0,464,63,1,0,0,0,465,470,
        3,66,33,0,466,467,5,66,0,0,467,469,3,66,33,0,468,466,1,0,0,0,469,
        472,1,0,0,0,470,468,1,0,0,0,470,471,1,0,0,0,471,65,1,0,0,0,472,470,
        1,0,0,0,473,474,6,33,-1,0,474,503,5,83,0,0,475,503,5,84,0,0,476,
        503,5,85,0,0,477,479,5,86,0,0,478,477,1,0,0,0,479,480,1,0,0,0,480,
        478,1,0,0,0,480,481,1,0,0,0,481,503,1,0,0,0,482,483,5,37,0,0,483,
        484,3,64,32,0,484,485,5,38,0,0,485,503,1,0,0,0,486,487,7,4,0,0,487,
        503,3,66,33,17,488,489,7,5,0,0,489,503,3,66,33,16,490,491,5,25,0,
        0,491,492,5,37,0,0,492,493,3,52,26,0,493,494,5,38,0,0,494,503,1,
        0,0,0,495,496,5,25,0,0,496,503,3,66,33,14,497,498,5,37,0,0,498,499,
        3,52,26,0,499,500,5,38,0,0,500,501,3,66,33,13,501,503,1,0,0,0,502,
        473,1,0,0,0,502,475,1,0,0,0,502,476,1,0,0,0,502,478,1,0,0,0,502,
        482,1,0,0,0,502,486,1,0,0,0,502,488,1,0,0,0,502,490,1,0,0,0,502,
        495,1,0,0,0,502,497,1,0,0,0,503,562,1,0,0,0,504,505,10,12,0,0,505,
        506,7,6,0,0,506,561,3,66,33,13,507,508,10,11,0,0,508,509,7,7,0,0,
        509,561,3,66,33,12,510,511,10,10,0,0,511,512,7,8,0,0,512,561,3,66,
        33,11,513,514,10,9,0,0,514,515,7,9,0,0,515,561,3,66,33,10,516,517,
        10,8,0,0,517,518,7,10,0,0,518,561,3,66,33,9,519,520,10,7,0,0,520,
        521,5,56,0,0,521,561,3,66,33,8,522,523,10,6,0,0,523,524,5,60,0,0,
        524,561,3,66,33,7,525,526,10,5,0,0,526,527,5,57,0,0,527,561,3,66,
        33,6,528,529,10,4,0,0,529,530,5,58,0,0,530,561,3,66,33,5,531,532,
        10,3,0,0,532,533,5,59,0,0,533,561,3,66,33,4,534,535,10,2,0,0,535,
        536,5,63,0,0,536,537,3,64,32,0,537,538,5,64,0,0,538,539,3,66,33,
        2,539,561,1,0,0,0,540,541,10,1,0,0,541,542,3,70,35,0,542,543,3,66,
        33,1,543,561,1,0,0,0,544,545,10,21,0,0,545,546,5,39,0,0,546,547,
        3,64,32,0,547,548,5,40,0,0,548,561,1,0,0,0,549,550,10,20,0,0,550,
        552,5,37,0,0,551,553,3,68,34,0,552,551,1,0,0,0,552,553,1,0,0,0,553,
        554,1,0,0,0,554,561,5,38,0,0,555,556,10,19,0,0,556,557,7,11,0,0,
        557,561,7,3,0,0,558,559,10,18,0,0,559,561,7,4,0,0,560,504,1,0,0,
        0,560,507,1,0,0,0,560,510,1,0,0,0,560,513,1,0,0,0,560,516,1,0,0,
        0,560,519,1,0,0,0,560,522,1,0,0,0,560,525,1,0,0,0,560,528,1,0,0,
        0,560,531,1,0,0,0,560,534,1,0,0,0,560,540,1,0,0,0,560,544,1,0,0,
        0,560,549,1,0,0,0,560,555,1,0,0,0,560,558,1,0,0,0,561,564,1,0,0,
        0,562,560,1,0,0,0,562,563,1,0,0,0,563,67,1,0,0,0,564,562,1,0,0,0,
        565,570,3,66,33,0,566,567,5,66,0,0,567,569,3,66,33,0,568,566,1,0,
        0,0,569,572,1,0,0,0,570,568,1,0,0,0,570,571,1,0,0,0,571,69,1,0,0,
        0,572,570,1,0,0,0,573,574,7,12,0,0,574,71,1,0,0,0,71,75,77,88,94,
        98,100,110,113,121,123,141,149,155,163,171,177,179,186,192,196,200,
        208,212,218,223,228,237,241,245,250,259,268,275,279,285,288,290,
        295,302,307,312,316,321,324,327,338,342,347,350,357,361,367,370,
        372,379,381,388,398,418,422,433,456,460,463,470,480,502,552,560,
        562,570
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
    public structOrUnionSpecifier(): StructOrUnionSpecifierContext | null {
        return this.getRuleContext(0, StructOrUnionSpecifierContext);
    }
    public enumSpecifier(): EnumSpecifierContext | null {
        return this.getRuleContext(0, EnumSpecifierContext);
    }
    public TypedefName(): antlr.TerminalNode | null {
        return this.getToken(CParser.TypedefName, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_typeSpecifier;
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
    public override get ruleIndex(): number {
        return CParser.RULE_typeQualifier;
    }
}


export class FunctionSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Inline(): antlr.TerminalNode {
        return this.getToken(CParser.Inline, 0)!;
    }
    public override get ruleIndex(): number {
        return CParser.RULE_functionSpecifier;
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
    public initializer(): InitializerContext[];
    public initializer(i: number): InitializerContext | null;
    public initializer(i?: number): InitializerContext[] | InitializerContext | null {
        if (i === undefined) {
            return this.getRuleContexts(InitializerContext);
        }

        return this.getRuleContext(i, InitializerContext);
    }
    public RightBrace(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightBrace, 0);
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
        return CParser.RULE_initializer;
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
export class CaseStatementContext extends StatementContext {
    public constructor(ctx: StatementContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Case(): antlr.TerminalNode {
        return this.getToken(CParser.Case, 0)!;
    }
    public expr(): ExprContext {
        return this.getRuleContext(0, ExprContext)!;
    }
    public Colon(): antlr.TerminalNode {
        return this.getToken(CParser.Colon, 0)!;
    }
    public statement(): StatementContext {
        return this.getRuleContext(0, StatementContext)!;
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
export class IdentifierContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public Identifier(): antlr.TerminalNode {
        return this.getToken(CParser.Identifier, 0)!;
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
