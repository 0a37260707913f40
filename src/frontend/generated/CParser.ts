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
    public static readonly RULE_functionDefinition = 1;
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
        "translationUnit", "functionDefinition", "pragmaLine", "declaration", 
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
            this.state = 78;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || ((((_la - 65)) & ~0x1F) === 0 && ((1 << (_la - 65)) & 1077936129) !== 0)) {
                {
                this.state = 76;
                this.errorHandler.sync(this);
                switch (this.interpreter.adaptivePredict(this.tokenStream, 0, this.context) ) {
                case 1:
                    {
                    this.state = 72;
                    this.functionDefinition();
                    }
                    break;
                case 2:
                    {
                    this.state = 73;
                    this.declaration();
                    }
                    break;
                case 3:
                    {
                    this.state = 74;
                    this.pragmaLine();
                    }
                    break;
                case 4:
                    {
                    this.state = 75;
                    this.match(CParser.Semi);
                    }
                    break;
                }
                }
                this.state = 80;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 81;
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
    public functionDefinition(): FunctionDefinitionContext {
        let localContext = new FunctionDefinitionContext(this.context, this.state);
        this.enterRule(localContext, 2, CParser.RULE_functionDefinition);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 83;
            this.declarationSpecifiers();
            this.state = 84;
            this.declarator();
            this.state = 85;
            this.compoundStatement();
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
            this.state = 87;
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
            this.state = 89;
            this.declarationSpecifiers();
            this.state = 98;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 37 || _la === 53 || _la === 83) {
                {
                this.state = 90;
                this.initDeclarator();
                this.state = 95;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (_la === 66) {
                    {
                    {
                    this.state = 91;
                    this.match(CParser.Comma);
                    this.state = 92;
                    this.initDeclarator();
                    }
                    }
                    this.state = 97;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                }
            }

            this.state = 100;
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
            this.state = 106;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                this.state = 106;
                this.errorHandler.sync(this);
                switch (this.tokenStream.LA(1)) {
                case CParser.Auto:
                case CParser.Extern:
                case CParser.Register:
                case CParser.Static:
                case CParser.Typedef:
                    {
                    this.state = 102;
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
                    this.state = 103;
                    this.typeSpecifier();
                    }
                    break;
                case CParser.Const:
                case CParser.Restrict:
                case CParser.Volatile:
                    {
                    this.state = 104;
                    this.typeQualifier();
                    }
                    break;
                case CParser.Inline:
                    {
                    this.state = 105;
                    this.functionSpecifier();
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 108;
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
            this.state = 110;
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
            this.state = 126;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Void:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 112;
                this.match(CParser.Void);
                }
                break;
            case CParser.Char:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 113;
                this.match(CParser.Char);
                }
                break;
            case CParser.Short:
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 114;
                this.match(CParser.Short);
                }
                break;
            case CParser.Int:
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 115;
                this.match(CParser.Int);
                }
                break;
            case CParser.Long:
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 116;
                this.match(CParser.Long);
                }
                break;
            case CParser.Float:
                this.enterOuterAlt(localContext, 6);
                {
                this.state = 117;
                this.match(CParser.Float);
                }
                break;
            case CParser.Double:
                this.enterOuterAlt(localContext, 7);
                {
                this.state = 118;
                this.match(CParser.Double);
                }
                break;
            case CParser.Signed:
                this.enterOuterAlt(localContext, 8);
                {
                this.state = 119;
                this.match(CParser.Signed);
                }
                break;
            case CParser.Unsigned:
                this.enterOuterAlt(localContext, 9);
                {
                this.state = 120;
                this.match(CParser.Unsigned);
                }
                break;
            case CParser.Bool:
                this.enterOuterAlt(localContext, 10);
                {
                this.state = 121;
                this.match(CParser.Bool);
                }
                break;
            case CParser.Complex:
                this.enterOuterAlt(localContext, 11);
                {
                this.state = 122;
                this.match(CParser.Complex);
                }
                break;
            case CParser.Struct:
            case CParser.Union:
                this.enterOuterAlt(localContext, 12);
                {
                this.state = 123;
                this.structOrUnionSpecifier();
                }
                break;
            case CParser.Enum:
                this.enterOuterAlt(localContext, 13);
                {
                this.state = 124;
                this.enumSpecifier();
                }
                break;
            case CParser.TypedefName:
                this.enterOuterAlt(localContext, 14);
                {
                this.state = 125;
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
            this.state = 128;
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
            this.state = 130;
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
            this.state = 148;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 9, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 132;
                this.structOrUnion();
                this.state = 134;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 83 || _la === 95) {
                    {
                    this.state = 133;
                    this.tag();
                    }
                }

                this.state = 136;
                this.match(CParser.LeftBrace);
                this.state = 140;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3383503408) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95) {
                    {
                    {
                    this.state = 137;
                    this.structDeclaration();
                    }
                    }
                    this.state = 142;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 143;
                this.match(CParser.RightBrace);
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 145;
                this.structOrUnion();
                this.state = 146;
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
            this.state = 150;
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
            this.state = 152;
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
            this.state = 154;
            this.specifierQualifierList();
            this.state = 156;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (((((_la - 37)) & ~0x1F) === 0 && ((1 << (_la - 37)) & 134283265) !== 0) || _la === 83) {
                {
                this.state = 155;
                this.structDeclaratorList();
                }
            }

            this.state = 158;
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
            this.state = 162;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                this.state = 162;
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
                    this.state = 160;
                    this.typeSpecifier();
                    }
                    break;
                case CParser.Const:
                case CParser.Restrict:
                case CParser.Volatile:
                    {
                    this.state = 161;
                    this.typeQualifier();
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 164;
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
            this.state = 166;
            this.structDeclarator();
            this.state = 171;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 167;
                this.match(CParser.Comma);
                this.state = 168;
                this.structDeclarator();
                }
                }
                this.state = 173;
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
            this.state = 181;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.LeftParen:
            case CParser.Star:
            case CParser.Identifier:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 174;
                this.declarator();
                this.state = 177;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 64) {
                    {
                    this.state = 175;
                    this.match(CParser.Colon);
                    this.state = 176;
                    this.expr(0);
                    }
                }

                }
                break;
            case CParser.Colon:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 179;
                this.match(CParser.Colon);
                this.state = 180;
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
            this.state = 203;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 19, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 183;
                this.match(CParser.Enum);
                this.state = 185;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 83 || _la === 95) {
                    {
                    this.state = 184;
                    this.tag();
                    }
                }

                this.state = 187;
                this.match(CParser.LeftBrace);
                this.state = 188;
                this.enumerator();
                this.state = 193;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 17, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 189;
                        this.match(CParser.Comma);
                        this.state = 190;
                        this.enumerator();
                        }
                        }
                    }
                    this.state = 195;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 17, this.context);
                }
                this.state = 197;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 66) {
                    {
                    this.state = 196;
                    this.match(CParser.Comma);
                    }
                }

                this.state = 199;
                this.match(CParser.RightBrace);
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 201;
                this.match(CParser.Enum);
                this.state = 202;
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
            this.state = 205;
            this.match(CParser.Identifier);
            this.state = 208;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 67) {
                {
                this.state = 206;
                this.match(CParser.Assign);
                this.state = 207;
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
            this.state = 210;
            this.declarator();
            this.state = 213;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 67) {
                {
                this.state = 211;
                this.match(CParser.Assign);
                this.state = 212;
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
            this.state = 230;
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
                this.state = 215;
                this.expr(0);
                }
                break;
            case CParser.LeftBrace:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 216;
                this.match(CParser.LeftBrace);
                this.state = 217;
                this.initializer();
                this.state = 222;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 22, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 218;
                        this.match(CParser.Comma);
                        this.state = 219;
                        this.initializer();
                        }
                        }
                    }
                    this.state = 224;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 22, this.context);
                }
                this.state = 226;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 66) {
                    {
                    this.state = 225;
                    this.match(CParser.Comma);
                    }
                }

                this.state = 228;
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
            this.state = 235;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 53) {
                {
                {
                this.state = 232;
                this.pointer();
                }
                }
                this.state = 237;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 238;
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
            this.state = 240;
            this.match(CParser.Star);
            this.state = 244;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 268500993) !== 0)) {
                {
                {
                this.state = 241;
                this.typeQualifier();
                }
                }
                this.state = 246;
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
            this.state = 253;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Identifier:
                {
                localContext = new NameDeclaratorContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 248;
                this.match(CParser.Identifier);
                }
                break;
            case CParser.LeftParen:
                {
                localContext = new ParenDeclaratorContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 249;
                this.match(CParser.LeftParen);
                this.state = 250;
                this.declarator();
                this.state = 251;
                this.match(CParser.RightParen);
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 275;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 32, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 273;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 31, this.context) ) {
                    case 1:
                        {
                        localContext = new ArrayDeclaratorContext(new DirectDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directDeclarator);
                        this.state = 255;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 256;
                        this.match(CParser.LeftBracket);
                        this.state = 260;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                            {
                            {
                            this.state = 257;
                            this.arrayQualifier();
                            }
                            }
                            this.state = 262;
                            this.errorHandler.sync(this);
                            _la = this.tokenStream.LA(1);
                        }
                        this.state = 264;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 263;
                            this.expr(0);
                            }
                        }

                        this.state = 266;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 2:
                        {
                        localContext = new FunctionDeclaratorContext(new DirectDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directDeclarator);
                        this.state = 267;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 268;
                        this.match(CParser.LeftParen);
                        this.state = 270;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95) {
                            {
                            this.state = 269;
                            this.parameterTypeList();
                            }
                        }

                        this.state = 272;
                        this.match(CParser.RightParen);
                        }
                        break;
                    }
                    }
                }
                this.state = 277;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 32, this.context);
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
            this.state = 280;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Const:
            case CParser.Restrict:
            case CParser.Volatile:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 278;
                this.typeQualifier();
                }
                break;
            case CParser.Static:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 279;
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
            this.state = 282;
            this.parameterDeclaration();
            this.state = 287;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 34, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    {
                    {
                    this.state = 283;
                    this.match(CParser.Comma);
                    this.state = 284;
                    this.parameterDeclaration();
                    }
                    }
                }
                this.state = 289;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 34, this.context);
            }
            this.state = 292;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 66) {
                {
                this.state = 290;
                this.match(CParser.Comma);
                this.state = 291;
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
            this.state = 294;
            this.declarationSpecifiers();
            this.state = 297;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 36, this.context) ) {
            case 1:
                {
                this.state = 295;
                this.declarator();
                }
                break;
            case 2:
                {
                this.state = 296;
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
            this.state = 299;
            this.specifierQualifierList();
            this.state = 301;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (((((_la - 37)) & ~0x1F) === 0 && ((1 << (_la - 37)) & 65541) !== 0)) {
                {
                this.state = 300;
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
            this.state = 312;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Star:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 304;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                do {
                    {
                    {
                    this.state = 303;
                    this.pointer();
                    }
                    }
                    this.state = 306;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                } while (_la === 53);
                this.state = 309;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 37 || _la === 39) {
                    {
                    this.state = 308;
                    this.directAbstractDeclarator(0);
                    }
                }

                }
                break;
            case CParser.LeftParen:
            case CParser.LeftBracket:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 311;
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
            this.state = 335;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 44, this.context) ) {
            case 1:
                {
                localContext = new ParenAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 315;
                this.match(CParser.LeftParen);
                this.state = 316;
                this.abstractDeclarator();
                this.state = 317;
                this.match(CParser.RightParen);
                }
                break;
            case 2:
                {
                localContext = new ArrayAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 319;
                this.match(CParser.LeftBracket);
                this.state = 323;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                    {
                    {
                    this.state = 320;
                    this.arrayQualifier();
                    }
                    }
                    this.state = 325;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 327;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 326;
                    this.expr(0);
                    }
                }

                this.state = 329;
                this.match(CParser.RightBracket);
                }
                break;
            case 3:
                {
                localContext = new FunctionAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 330;
                this.match(CParser.LeftParen);
                this.state = 332;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95) {
                    {
                    this.state = 331;
                    this.parameterTypeList();
                    }
                }

                this.state = 334;
                this.match(CParser.RightParen);
                }
                break;
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 357;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 49, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 355;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 48, this.context) ) {
                    case 1:
                        {
                        localContext = new ArrayAbstractSuffixContext(new DirectAbstractDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directAbstractDeclarator);
                        this.state = 337;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 338;
                        this.match(CParser.LeftBracket);
                        this.state = 342;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                            {
                            {
                            this.state = 339;
                            this.arrayQualifier();
                            }
                            }
                            this.state = 344;
                            this.errorHandler.sync(this);
                            _la = this.tokenStream.LA(1);
                        }
                        this.state = 346;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 345;
                            this.expr(0);
                            }
                        }

                        this.state = 348;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 2:
                        {
                        localContext = new FunctionAbstractSuffixContext(new DirectAbstractDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directAbstractDeclarator);
                        this.state = 349;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 350;
                        this.match(CParser.LeftParen);
                        this.state = 352;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 95) {
                            {
                            this.state = 351;
                            this.parameterTypeList();
                            }
                        }

                        this.state = 354;
                        this.match(CParser.RightParen);
                        }
                        break;
                    }
                    }
                }
                this.state = 359;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 49, this.context);
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
            this.state = 360;
            this.match(CParser.LeftBrace);
            this.state = 366;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 4294966270) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 1631453759) !== 0) || ((((_la - 65)) & ~0x1F) === 0 && ((1 << (_la - 65)) & 1081868289) !== 0)) {
                {
                this.state = 364;
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
                    this.state = 361;
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
                    this.state = 362;
                    this.statement();
                    }
                    break;
                case CParser.PragmaLine:
                    {
                    this.state = 363;
                    this.pragmaLine();
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 368;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 369;
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
            this.state = 441;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 57, this.context) ) {
            case 1:
                localContext = new CompoundContext(localContext);
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 371;
                this.compoundStatement();
                }
                break;
            case 2:
                localContext = new ExpressionStatementContext(localContext);
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 373;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 372;
                    this.expression();
                    }
                }

                this.state = 375;
                this.match(CParser.Semi);
                }
                break;
            case 3:
                localContext = new IfStatementContext(localContext);
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 376;
                this.match(CParser.If);
                this.state = 377;
                this.match(CParser.LeftParen);
                this.state = 378;
                this.expression();
                this.state = 379;
                this.match(CParser.RightParen);
                this.state = 380;
                this.statement();
                this.state = 383;
                this.errorHandler.sync(this);
                switch (this.interpreter.adaptivePredict(this.tokenStream, 53, this.context) ) {
                case 1:
                    {
                    this.state = 381;
                    this.match(CParser.Else);
                    this.state = 382;
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
                this.state = 385;
                this.match(CParser.While);
                this.state = 386;
                this.match(CParser.LeftParen);
                this.state = 387;
                this.expression();
                this.state = 388;
                this.match(CParser.RightParen);
                this.state = 389;
                this.statement();
                }
                break;
            case 5:
                localContext = new DoStatementContext(localContext);
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 391;
                this.match(CParser.Do);
                this.state = 392;
                this.statement();
                this.state = 393;
                this.match(CParser.While);
                this.state = 394;
                this.match(CParser.LeftParen);
                this.state = 395;
                this.expression();
                this.state = 396;
                this.match(CParser.RightParen);
                this.state = 397;
                this.match(CParser.Semi);
                }
                break;
            case 6:
                localContext = new ForStatementContext(localContext);
                this.enterOuterAlt(localContext, 6);
                {
                this.state = 399;
                this.match(CParser.For);
                this.state = 400;
                this.match(CParser.LeftParen);
                this.state = 401;
                this.forInit();
                this.state = 403;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 402;
                    this.expression();
                    }
                }

                this.state = 405;
                this.match(CParser.Semi);
                this.state = 407;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 406;
                    this.expression();
                    }
                }

                this.state = 409;
                this.match(CParser.RightParen);
                this.state = 410;
                this.statement();
                }
                break;
            case 7:
                localContext = new ContinueStatementContext(localContext);
                this.enterOuterAlt(localContext, 7);
                {
                this.state = 412;
                this.match(CParser.Continue);
                this.state = 413;
                this.match(CParser.Semi);
                }
                break;
            case 8:
                localContext = new BreakStatementContext(localContext);
                this.enterOuterAlt(localContext, 8);
                {
                this.state = 414;
                this.match(CParser.Break);
                this.state = 415;
                this.match(CParser.Semi);
                }
                break;
            case 9:
                localContext = new ReturnStatementContext(localContext);
                this.enterOuterAlt(localContext, 9);
                {
                this.state = 416;
                this.match(CParser.Return);
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
                }
                break;
            case 10:
                localContext = new GotoStatementContext(localContext);
                this.enterOuterAlt(localContext, 10);
                {
                this.state = 421;
                this.match(CParser.Goto);
                this.state = 422;
                this.match(CParser.Identifier);
                this.state = 423;
                this.match(CParser.Semi);
                }
                break;
            case 11:
                localContext = new SwitchStatementContext(localContext);
                this.enterOuterAlt(localContext, 11);
                {
                this.state = 424;
                this.match(CParser.Switch);
                this.state = 425;
                this.match(CParser.LeftParen);
                this.state = 426;
                this.expression();
                this.state = 427;
                this.match(CParser.RightParen);
                this.state = 428;
                this.statement();
                }
                break;
            case 12:
                localContext = new CaseStatementContext(localContext);
                this.enterOuterAlt(localContext, 12);
                {
                this.state = 430;
                this.match(CParser.Case);
                this.state = 431;
                this.expr(0);
                this.state = 432;
                this.match(CParser.Colon);
                this.state = 433;
                this.statement();
                }
                break;
            case 13:
                localContext = new DefaultStatementContext(localContext);
                this.enterOuterAlt(localContext, 13);
                {
                this.state = 435;
                this.match(CParser.Default);
                this.state = 436;
                this.match(CParser.Colon);
                this.state = 437;
                this.statement();
                }
                break;
            case 14:
                localContext = new LabeledStatementContext(localContext);
                this.enterOuterAlt(localContext, 14);
                {
                this.state = 438;
                this.match(CParser.Identifier);
                this.state = 439;
                this.match(CParser.Colon);
                this.state = 440;
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
            this.state = 448;
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
                this.state = 443;
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
                this.state = 445;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 444;
                    this.expression();
                    }
                }

                this.state = 447;
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
            this.state = 450;
            this.expr(0);
            this.state = 455;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 451;
                this.match(CParser.Comma);
                this.state = 452;
                this.expr(0);
                }
                }
                this.state = 457;
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
            this.state = 487;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 62, this.context) ) {
            case 1:
                {
                localContext = new IdentifierContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 459;
                this.match(CParser.Identifier);
                }
                break;
            case 2:
                {
                localContext = new NumberContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 460;
                this.match(CParser.Number);
                }
                break;
            case 3:
                {
                localContext = new CharacterContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 461;
                this.match(CParser.CharacterConstant);
                }
                break;
            case 4:
                {
                localContext = new StringContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 463;
                this.errorHandler.sync(this);
                alternative = 1;
                do {
                    switch (alternative) {
                    case 1:
                        {
                        {
                        this.state = 462;
                        this.match(CParser.StringLiteral);
                        }
                        }
                        break;
                    default:
                        throw new antlr.NoViableAltException(this);
                    }
                    this.state = 465;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 61, this.context);
                } while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER);
                }
                break;
            case 5:
                {
                localContext = new ParenthesizedContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 467;
                this.match(CParser.LeftParen);
                this.state = 468;
                this.expression();
                this.state = 469;
                this.match(CParser.RightParen);
                }
                break;
            case 6:
                {
                localContext = new PreIncDecContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 471;
                (localContext as PreIncDecContext)._op = this.tokenStream.LT(1);
                _la = this.tokenStream.LA(1);
                if(!(_la === 50 || _la === 52)) {
                    (localContext as PreIncDecContext)._op = this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                this.state = 472;
                this.expr(17);
                }
                break;
            case 7:
                {
                localContext = new UnaryContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 473;
                (localContext as UnaryContext)._op = this.tokenStream.LT(1);
                _la = this.tokenStream.LA(1);
                if(!(((((_la - 49)) & ~0x1F) === 0 && ((1 << (_la - 49)) & 12437) !== 0))) {
                    (localContext as UnaryContext)._op = this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                this.state = 474;
                this.expr(16);
                }
                break;
            case 8:
                {
                localContext = new SizeofTypeContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 475;
                this.match(CParser.Sizeof);
                this.state = 476;
                this.match(CParser.LeftParen);
                this.state = 477;
                this.typeName();
                this.state = 478;
                this.match(CParser.RightParen);
                }
                break;
            case 9:
                {
                localContext = new SizeofExprContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 480;
                this.match(CParser.Sizeof);
                this.state = 481;
                this.expr(14);
                }
                break;
            case 10:
                {
                localContext = new CastContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 482;
                this.match(CParser.LeftParen);
                this.state = 483;
                this.typeName();
                this.state = 484;
                this.match(CParser.RightParen);
                this.state = 485;
                this.expr(13);
                }
                break;
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 547;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 65, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 545;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 64, this.context) ) {
                    case 1:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 489;
                        if (!(this.precpred(this.context, 12))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 12)");
                        }
                        this.state = 490;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(((((_la - 53)) & ~0x1F) === 0 && ((1 << (_la - 53)) & 7) !== 0))) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 491;
                        this.expr(13);
                        }
                        break;
                    case 2:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 492;
                        if (!(this.precpred(this.context, 11))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 11)");
                        }
                        this.state = 493;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 49 || _la === 51)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 494;
                        this.expr(12);
                        }
                        break;
                    case 3:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 495;
                        if (!(this.precpred(this.context, 10))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 10)");
                        }
                        this.state = 496;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 47 || _la === 48)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 497;
                        this.expr(11);
                        }
                        break;
                    case 4:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 498;
                        if (!(this.precpred(this.context, 9))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 9)");
                        }
                        this.state = 499;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(((((_la - 43)) & ~0x1F) === 0 && ((1 << (_la - 43)) & 15) !== 0))) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 500;
                        this.expr(10);
                        }
                        break;
                    case 5:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 501;
                        if (!(this.precpred(this.context, 8))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 8)");
                        }
                        this.state = 502;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 78 || _la === 79)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 503;
                        this.expr(9);
                        }
                        break;
                    case 6:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 504;
                        if (!(this.precpred(this.context, 7))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 7)");
                        }
                        this.state = 505;
                        (localContext as BinaryContext)._op = this.match(CParser.And);
                        this.state = 506;
                        this.expr(8);
                        }
                        break;
                    case 7:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 507;
                        if (!(this.precpred(this.context, 6))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 6)");
                        }
                        this.state = 508;
                        (localContext as BinaryContext)._op = this.match(CParser.Caret);
                        this.state = 509;
                        this.expr(7);
                        }
                        break;
                    case 8:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 510;
                        if (!(this.precpred(this.context, 5))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 5)");
                        }
                        this.state = 511;
                        (localContext as BinaryContext)._op = this.match(CParser.Or);
                        this.state = 512;
                        this.expr(6);
                        }
                        break;
                    case 9:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 513;
                        if (!(this.precpred(this.context, 4))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 4)");
                        }
                        this.state = 514;
                        (localContext as BinaryContext)._op = this.match(CParser.AndAnd);
                        this.state = 515;
                        this.expr(5);
                        }
                        break;
                    case 10:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 516;
                        if (!(this.precpred(this.context, 3))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 3)");
                        }
                        this.state = 517;
                        (localContext as BinaryContext)._op = this.match(CParser.OrOr);
                        this.state = 518;
                        this.expr(4);
                        }
                        break;
                    case 11:
                        {
                        localContext = new ConditionalContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 519;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 520;
                        this.match(CParser.Question);
                        this.state = 521;
                        this.expression();
                        this.state = 522;
                        this.match(CParser.Colon);
                        this.state = 523;
                        this.expr(2);
                        }
                        break;
                    case 12:
                        {
                        localContext = new AssignmentContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 525;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 526;
                        this.assignmentOperator();
                        this.state = 527;
                        this.expr(1);
                        }
                        break;
                    case 13:
                        {
                        localContext = new IndexContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 529;
                        if (!(this.precpred(this.context, 21))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 21)");
                        }
                        this.state = 530;
                        this.match(CParser.LeftBracket);
                        this.state = 531;
                        this.expression();
                        this.state = 532;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 14:
                        {
                        localContext = new CallContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 534;
                        if (!(this.precpred(this.context, 20))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 20)");
                        }
                        this.state = 535;
                        this.match(CParser.LeftParen);
                        this.state = 537;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 536;
                            this.argumentList();
                            }
                        }

                        this.state = 539;
                        this.match(CParser.RightParen);
                        }
                        break;
                    case 15:
                        {
                        localContext = new MemberContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 540;
                        if (!(this.precpred(this.context, 19))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 19)");
                        }
                        this.state = 541;
                        (localContext as MemberContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 80 || _la === 81)) {
                            (localContext as MemberContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 542;
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
                        this.state = 543;
                        if (!(this.precpred(this.context, 18))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 18)");
                        }
                        this.state = 544;
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
                this.state = 549;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 65, this.context);
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
            this.state = 550;
            this.expr(0);
            this.state = 555;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 551;
                this.match(CParser.Comma);
                this.state = 552;
                this.expr(0);
                }
                }
                this.state = 557;
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
            this.state = 558;
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
        4,1,95,561,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,1,0,1,0,1,0,1,0,5,0,77,8,0,10,0,12,0,80,
        9,0,1,0,1,0,1,1,1,1,1,1,1,1,1,2,1,2,1,3,1,3,1,3,1,3,5,3,94,8,3,10,
        3,12,3,97,9,3,3,3,99,8,3,1,3,1,3,1,4,1,4,1,4,1,4,4,4,107,8,4,11,
        4,12,4,108,1,5,1,5,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,
        6,1,6,1,6,3,6,127,8,6,1,7,1,7,1,8,1,8,1,9,1,9,3,9,135,8,9,1,9,1,
        9,5,9,139,8,9,10,9,12,9,142,9,9,1,9,1,9,1,9,1,9,1,9,3,9,149,8,9,
        1,10,1,10,1,11,1,11,1,12,1,12,3,12,157,8,12,1,12,1,12,1,13,1,13,
        4,13,163,8,13,11,13,12,13,164,1,14,1,14,1,14,5,14,170,8,14,10,14,
        12,14,173,9,14,1,15,1,15,1,15,3,15,178,8,15,1,15,1,15,3,15,182,8,
        15,1,16,1,16,3,16,186,8,16,1,16,1,16,1,16,1,16,5,16,192,8,16,10,
        16,12,16,195,9,16,1,16,3,16,198,8,16,1,16,1,16,1,16,1,16,3,16,204,
        8,16,1,17,1,17,1,17,3,17,209,8,17,1,18,1,18,1,18,3,18,214,8,18,1,
        19,1,19,1,19,1,19,1,19,5,19,221,8,19,10,19,12,19,224,9,19,1,19,3,
        19,227,8,19,1,19,1,19,3,19,231,8,19,1,20,5,20,234,8,20,10,20,12,
        20,237,9,20,1,20,1,20,1,21,1,21,5,21,243,8,21,10,21,12,21,246,9,
        21,1,22,1,22,1,22,1,22,1,22,1,22,3,22,254,8,22,1,22,1,22,1,22,5,
        22,259,8,22,10,22,12,22,262,9,22,1,22,3,22,265,8,22,1,22,1,22,1,
        22,1,22,3,22,271,8,22,1,22,5,22,274,8,22,10,22,12,22,277,9,22,1,
        23,1,23,3,23,281,8,23,1,24,1,24,1,24,5,24,286,8,24,10,24,12,24,289,
        9,24,1,24,1,24,3,24,293,8,24,1,25,1,25,1,25,3,25,298,8,25,1,26,1,
        26,3,26,302,8,26,1,27,4,27,305,8,27,11,27,12,27,306,1,27,3,27,310,
        8,27,1,27,3,27,313,8,27,1,28,1,28,1,28,1,28,1,28,1,28,1,28,5,28,
        322,8,28,10,28,12,28,325,9,28,1,28,3,28,328,8,28,1,28,1,28,1,28,
        3,28,333,8,28,1,28,3,28,336,8,28,1,28,1,28,1,28,5,28,341,8,28,10,
        28,12,28,344,9,28,1,28,3,28,347,8,28,1,28,1,28,1,28,1,28,3,28,353,
        8,28,1,28,5,28,356,8,28,10,28,12,28,359,9,28,1,29,1,29,1,29,1,29,
        5,29,365,8,29,10,29,12,29,368,9,29,1,29,1,29,1,30,1,30,3,30,374,
        8,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,3,30,384,8,30,1,30,
        1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,
        1,30,1,30,1,30,1,30,3,30,404,8,30,1,30,1,30,3,30,408,8,30,1,30,1,
        30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,3,30,419,8,30,1,30,1,30,1,
        30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,30,1,
        30,1,30,1,30,1,30,1,30,1,30,3,30,442,8,30,1,31,1,31,3,31,446,8,31,
        1,31,3,31,449,8,31,1,32,1,32,1,32,5,32,454,8,32,10,32,12,32,457,
        9,32,1,33,1,33,1,33,1,33,1,33,4,33,464,8,33,11,33,12,33,465,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,3,33,488,8,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,1,33,
        1,33,1,33,1,33,1,33,1,33,3,33,538,8,33,1,33,1,33,1,33,1,33,1,33,
        1,33,5,33,546,8,33,10,33,12,33,549,9,33,1,34,1,34,1,34,5,34,554,
        8,34,10,34,12,34,557,9,34,1,35,1,35,1,35,0,3,44,56,66,36,0,2,4,6,
        8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,38,40,42,44,46,48,50,
        52,54,56,58,60,62,64,66,68,70,0,13,5,0,1,1,12,12,20,20,26,26,29,
        29,3,0,5,5,21,21,33,33,2,0,27,27,30,30,2,0,83,83,95,95,2,0,50,50,
        52,52,5,0,49,49,51,51,53,53,56,56,61,62,1,0,53,55,2,0,49,49,51,51,
        1,0,47,48,1,0,43,46,1,0,78,79,1,0,80,81,1,0,67,77,644,0,78,1,0,0,
        0,2,83,1,0,0,0,4,87,1,0,0,0,6,89,1,0,0,0,8,106,1,0,0,0,10,110,1,
        0,0,0,12,126,1,0,0,0,14,128,1,0,0,0,16,130,1,0,0,0,18,148,1,0,0,
        0,20,150,1,0,0,0,22,152,1,0,0,0,24,154,1,0,0,0,26,162,1,0,0,0,28,
        166,1,0,0,0,30,181,1,0,0,0,32,203,1,0,0,0,34,205,1,0,0,0,36,210,
        1,0,0,0,38,230,1,0,0,0,40,235,1,0,0,0,42,240,1,0,0,0,44,253,1,0,
        0,0,46,280,1,0,0,0,48,282,1,0,0,0,50,294,1,0,0,0,52,299,1,0,0,0,
        54,312,1,0,0,0,56,335,1,0,0,0,58,360,1,0,0,0,60,441,1,0,0,0,62,448,
        1,0,0,0,64,450,1,0,0,0,66,487,1,0,0,0,68,550,1,0,0,0,70,558,1,0,
        0,0,72,77,3,2,1,0,73,77,3,6,3,0,74,77,3,4,2,0,75,77,5,65,0,0,76,
        72,1,0,0,0,76,73,1,0,0,0,76,74,1,0,0,0,76,75,1,0,0,0,77,80,1,0,0,
        0,78,76,1,0,0,0,78,79,1,0,0,0,79,81,1,0,0,0,80,78,1,0,0,0,81,82,
        5,0,0,1,82,1,1,0,0,0,83,84,3,8,4,0,84,85,3,40,20,0,85,86,3,58,29,
        0,86,3,1,0,0,0,87,88,5,87,0,0,88,5,1,0,0,0,89,98,3,8,4,0,90,95,3,
        36,18,0,91,92,5,66,0,0,92,94,3,36,18,0,93,91,1,0,0,0,94,97,1,0,0,
        0,95,93,1,0,0,0,95,96,1,0,0,0,96,99,1,0,0,0,97,95,1,0,0,0,98,90,
        1,0,0,0,98,99,1,0,0,0,99,100,1,0,0,0,100,101,5,65,0,0,101,7,1,0,
        0,0,102,107,3,10,5,0,103,107,3,12,6,0,104,107,3,14,7,0,105,107,3,
        16,8,0,106,102,1,0,0,0,106,103,1,0,0,0,106,104,1,0,0,0,106,105,1,
        0,0,0,107,108,1,0,0,0,108,106,1,0,0,0,108,109,1,0,0,0,109,9,1,0,
        0,0,110,111,7,0,0,0,111,11,1,0,0,0,112,127,5,32,0,0,113,127,5,4,
        0,0,114,127,5,23,0,0,115,127,5,18,0,0,116,127,5,19,0,0,117,127,5,
        13,0,0,118,127,5,9,0,0,119,127,5,24,0,0,120,127,5,31,0,0,121,127,
        5,35,0,0,122,127,5,36,0,0,123,127,3,18,9,0,124,127,3,32,16,0,125,
        127,5,95,0,0,126,112,1,0,0,0,126,113,1,0,0,0,126,114,1,0,0,0,126,
        115,1,0,0,0,126,116,1,0,0,0,126,117,1,0,0,0,126,118,1,0,0,0,126,
        119,1,0,0,0,126,120,1,0,0,0,126,121,1,0,0,0,126,122,1,0,0,0,126,
        123,1,0,0,0,126,124,1,0,0,0,126,125,1,0,0,0,127,13,1,0,0,0,128,129,
        7,1,0,0,129,15,1,0,0,0,130,131,5,17,0,0,131,17,1,0,0,0,132,134,3,
        20,10,0,133,135,3,22,11,0,134,133,1,0,0,0,134,135,1,0,0,0,135,136,
        1,0,0,0,136,140,5,41,0,0,137,139,3,24,12,0,138,137,1,0,0,0,139,142,
        1,0,0,0,140,138,1,0,0,0,140,141,1,0,0,0,141,143,1,0,0,0,142,140,
        1,0,0,0,143,144,5,42,0,0,144,149,1,0,0,0,145,146,3,20,10,0,146,147,
        3,22,11,0,147,149,1,0,0,0,148,132,1,0,0,0,148,145,1,0,0,0,149,19,
        1,0,0,0,150,151,7,2,0,0,151,21,1,0,0,0,152,153,7,3,0,0,153,23,1,
        0,0,0,154,156,3,26,13,0,155,157,3,28,14,0,156,155,1,0,0,0,156,157,
        1,0,0,0,157,158,1,0,0,0,158,159,5,65,0,0,159,25,1,0,0,0,160,163,
        3,12,6,0,161,163,3,14,7,0,162,160,1,0,0,0,162,161,1,0,0,0,163,164,
        1,0,0,0,164,162,1,0,0,0,164,165,1,0,0,0,165,27,1,0,0,0,166,171,3,
        30,15,0,167,168,5,66,0,0,168,170,3,30,15,0,169,167,1,0,0,0,170,173,
        1,0,0,0,171,169,1,0,0,0,171,172,1,0,0,0,172,29,1,0,0,0,173,171,1,
        0,0,0,174,177,3,40,20,0,175,176,5,64,0,0,176,178,3,66,33,0,177,175,
        1,0,0,0,177,178,1,0,0,0,178,182,1,0,0,0,179,180,5,64,0,0,180,182,
        3,66,33,0,181,174,1,0,0,0,181,179,1,0,0,0,182,31,1,0,0,0,183,185,
        5,11,0,0,184,186,3,22,11,0,185,184,1,0,0,0,185,186,1,0,0,0,186,187,
        1,0,0,0,187,188,5,41,0,0,188,193,3,34,17,0,189,190,5,66,0,0,190,
        192,3,34,17,0,191,189,1,0,0,0,192,195,1,0,0,0,193,191,1,0,0,0,193,
        194,1,0,0,0,194,197,1,0,0,0,195,193,1,0,0,0,196,198,5,66,0,0,197,
        196,1,0,0,0,197,198,1,0,0,0,198,199,1,0,0,0,199,200,5,42,0,0,200,
        204,1,0,0,0,201,202,5,11,0,0,202,204,3,22,11,0,203,183,1,0,0,0,203,
        201,1,0,0,0,204,33,1,0,0,0,205,208,5,83,0,0,206,207,5,67,0,0,207,
        209,3,66,33,0,208,206,1,0,0,0,208,209,1,0,0,0,209,35,1,0,0,0,210,
        213,3,40,20,0,211,212,5,67,0,0,212,214,3,38,19,0,213,211,1,0,0,0,
        213,214,1,0,0,0,214,37,1,0,0,0,215,231,3,66,33,0,216,217,5,41,0,
        0,217,222,3,38,19,0,218,219,5,66,0,0,219,221,3,38,19,0,220,218,1,
        0,0,0,221,224,1,0,0,0,222,220,1,0,0,0,222,223,1,0,0,0,223,226,1,
        0,0,0,224,222,1,0,0,0,225,227,5,66,0,0,226,225,1,0,0,0,226,227,1,
        0,0,0,227,228,1,0,0,0,228,229,5,42,0,0,229,231,1,0,0,0,230,215,1,
        0,0,0,230,216,1,0,0,0,231,39,1,0,0,0,232,234,3,42,21,0,233,232,1,
        0,0,0,234,237,1,0,0,0,235,233,1,0,0,0,235,236,1,0,0,0,236,238,1,
        0,0,0,237,235,1,0,0,0,238,239,3,44,22,0,239,41,1,0,0,0,240,244,5,
        53,0,0,241,243,3,14,7,0,242,241,1,0,0,0,243,246,1,0,0,0,244,242,
        1,0,0,0,244,245,1,0,0,0,245,43,1,0,0,0,246,244,1,0,0,0,247,248,6,
        22,-1,0,248,254,5,83,0,0,249,250,5,37,0,0,250,251,3,40,20,0,251,
        252,5,38,0,0,252,254,1,0,0,0,253,247,1,0,0,0,253,249,1,0,0,0,254,
        275,1,0,0,0,255,256,10,2,0,0,256,260,5,39,0,0,257,259,3,46,23,0,
        258,257,1,0,0,0,259,262,1,0,0,0,260,258,1,0,0,0,260,261,1,0,0,0,
        261,264,1,0,0,0,262,260,1,0,0,0,263,265,3,66,33,0,264,263,1,0,0,
        0,264,265,1,0,0,0,265,266,1,0,0,0,266,274,5,40,0,0,267,268,10,1,
        0,0,268,270,5,37,0,0,269,271,3,48,24,0,270,269,1,0,0,0,270,271,1,
        0,0,0,271,272,1,0,0,0,272,274,5,38,0,0,273,255,1,0,0,0,273,267,1,
        0,0,0,274,277,1,0,0,0,275,273,1,0,0,0,275,276,1,0,0,0,276,45,1,0,
        0,0,277,275,1,0,0,0,278,281,3,14,7,0,279,281,5,26,0,0,280,278,1,
        0,0,0,280,279,1,0,0,0,281,47,1,0,0,0,282,287,3,50,25,0,283,284,5,
        66,0,0,284,286,3,50,25,0,285,283,1,0,0,0,286,289,1,0,0,0,287,285,
        1,0,0,0,287,288,1,0,0,0,288,292,1,0,0,0,289,287,1,0,0,0,290,291,
        5,66,0,0,291,293,5,82,0,0,292,290,1,0,0,0,292,293,1,0,0,0,293,49,
        1,0,0,0,294,297,3,8,4,0,295,298,3,40,20,0,296,298,3,54,27,0,297,
        295,1,0,0,0,297,296,1,0,0,0,297,298,1,0,0,0,298,51,1,0,0,0,299,301,
        3,26,13,0,300,302,3,54,27,0,301,300,1,0,0,0,301,302,1,0,0,0,302,
        53,1,0,0,0,303,305,3,42,21,0,304,303,1,0,0,0,305,306,1,0,0,0,306,
        304,1,0,0,0,306,307,1,0,0,0,307,309,1,0,0,0,308,310,3,56,28,0,309,
        308,1,0,0,0,309,310,1,0,0,0,310,313,1,0,0,0,311,313,3,56,28,0,312,
        304,1,0,0,0,312,311,1,0,0,0,313,55,1,0,0,0,314,315,6,28,-1,0,315,
        316,5,37,0,0,316,317,3,54,27,0,317,318,5,38,0,0,318,336,1,0,0,0,
        319,323,5,39,0,0,320,322,3,46,23,0,321,320,1,0,0,0,322,325,1,0,0,
        0,323,321,1,0,0,0,323,324,1,0,0,0,324,327,1,0,0,0,325,323,1,0,0,
        0,326,328,3,66,33,0,327,326,1,0,0,0,327,328,1,0,0,0,328,329,1,0,
        0,0,329,336,5,40,0,0,330,332,5,37,0,0,331,333,3,48,24,0,332,331,
        1,0,0,0,332,333,1,0,0,0,333,334,1,0,0,0,334,336,5,38,0,0,335,314,
        1,0,0,0,335,319,1,0,0,0,335,330,1,0,0,0,336,357,1,0,0,0,337,338,
        10,2,0,0,338,342,5,39,0,0,339,341,3,46,23,0,340,339,1,0,0,0,341,
        344,1,0,0,0,342,340,1,0,0,0,342,343,1,0,0,0,343,346,1,0,0,0,344,
        342,1,0,0,0,345,347,3,66,33,0,346,345,1,0,0,0,346,347,1,0,0,0,347,
        348,1,0,0,0,348,356,5,40,0,0,349,350,10,1,0,0,350,352,5,37,0,0,351,
        353,3,48,24,0,352,351,1,0,0,0,352,353,1,0,0,0,353,354,1,0,0,0,354,
        356,5,38,0,0,355,337,1,0,0,0,355,349,1,0,0,0,356,359,1,0,0,0,357,
        355,1,0,0,0,357,358,1,0,0,0,358,57,1,0,0,0,359,357,1,0,0,0,360,366,
        5,41,0,0,361,365,3,6,3,0,362,365,3,60,30,0,363,365,3,4,2,0,364,361,
        1,0,0,0,364,362,1,0,0,0,364,363,1,0,0,0,365,368,1,0,0,0,366,364,
        1,0,0,0,366,367,1,0,0,0,367,369,1,0,0,0,368,366,1,0,0,0,369,370,
        5,42,0,0,370,59,1,0,0,0,371,442,3,58,29,0,372,374,3,64,32,0,373,
        372,1,0,0,0,373,374,1,0,0,0,374,375,1,0,0,0,375,442,5,65,0,0,376,
        377,5,16,0,0,377,378,5,37,0,0,378,379,3,64,32,0,379,380,5,38,0,0,
        380,383,3,60,30,0,381,382,5,10,0,0,382,384,3,60,30,0,383,381,1,0,
        0,0,383,384,1,0,0,0,384,442,1,0,0,0,385,386,5,34,0,0,386,387,5,37,
        0,0,387,388,3,64,32,0,388,389,5,38,0,0,389,390,3,60,30,0,390,442,
        1,0,0,0,391,392,5,8,0,0,392,393,3,60,30,0,393,394,5,34,0,0,394,395,
        5,37,0,0,395,396,3,64,32,0,396,397,5,38,0,0,397,398,5,65,0,0,398,
        442,1,0,0,0,399,400,5,14,0,0,400,401,5,37,0,0,401,403,3,62,31,0,
        402,404,3,64,32,0,403,402,1,0,0,0,403,404,1,0,0,0,404,405,1,0,0,
        0,405,407,5,65,0,0,406,408,3,64,32,0,407,406,1,0,0,0,407,408,1,0,
        0,0,408,409,1,0,0,0,409,410,5,38,0,0,410,411,3,60,30,0,411,442,1,
        0,0,0,412,413,5,6,0,0,413,442,5,65,0,0,414,415,5,2,0,0,415,442,5,
        65,0,0,416,418,5,22,0,0,417,419,3,64,32,0,418,417,1,0,0,0,418,419,
        1,0,0,0,419,420,1,0,0,0,420,442,5,65,0,0,421,422,5,15,0,0,422,423,
        5,83,0,0,423,442,5,65,0,0,424,425,5,28,0,0,425,426,5,37,0,0,426,
        427,3,64,32,0,427,428,5,38,0,0,428,429,3,60,30,0,429,442,1,0,0,0,
        430,431,5,3,0,0,431,432,3,66,33,0,432,433,5,64,0,0,433,434,3,60,
        30,0,434,442,1,0,0,0,435,436,5,7,0,0,436,437,5,64,0,0,437,442,3,
        60,30,0,438,439,5,83,0,0,439,440,5,64,0,0,440,442,3,60,30,0,441,
        371,1,0,0,0,441,373,1,0,0,0,441,376,1,0,0,0,441,385,1,0,0,0,441,
        391,1,0,0,0,441,399,1,0,0,0,441,412,1,0,0,0,441,414,1,0,0,0,441,
        416,1,0,0,0,441,421,1,0,0,0,441,424,1,0,0,0,441,430,1,0,0,0,441,
        435,1,0,0,0,441,438,1,0,0,0,442,61,1,0,0,0,443,449,3,6,3,0,444,446,
        3,64,32,0,445,444,1,0,0,0,445,446,1,0,0,0,446,447,1,0,0,0,447,449,
        5,65,0,0,448,443,1,0,0,0,448,445,1,0,0,0,449,63,1,0,0,0,450,455,
        3,66,33,0,451,452,5,66,0,0,452,454,3,66,33,0,453,451,1,0,0,0,454,
        457,1,0,0,0,455,453,1,0,0,0,455,456,1,0,0,0,456,65,1,0,0,0,457,455,
        1,0,0,0,458,459,6,33,-1,0,459,488,5,83,0,0,460,488,5,84,0,0,461,
        488,5,85,0,0,462,464,5,86,0,0,463,462,1,0,0,0,464,465,1,0,0,0,465,
        463,1,0,0,0,465,466,1,0,0,0,466,488,1,0,0,0,467,468,5,37,0,0,468,
        469,3,64,32,0,469,470,5,38,0,0,470,488,1,0,0,0,471,472,7,4,0,0,472,
        488,3,66,33,17,473,474,7,5,0,0,474,488,3,66,33,16,475,476,5,25,0,
        0,476,477,5,37,0,0,477,478,3,52,26,0,478,479,5,38,0,0,479,488,1,
        0,0,0,480,481,5,25,0,0,481,488,3,66,33,14,482,483,5,37,0,0,483,484,
        3,52,26,0,484,485,5,38,0,0,485,486,3,66,33,13,486,488,1,0,0,0,487,
        458,1,0,0,0,487,460,1,0,0,0,487,461,1,0,0,0,487,463,1,0,0,0,487,
        467,1,0,0,0,487,471,1,0,0,0,487,473,1,0,0,0,487,475,1,0,0,0,487,
        480,1,0,0,0,487,482,1,0,0,0,488,547,1,0,0,0,489,490,10,12,0,0,490,
        491,7,6,0,0,491,546,3,66,33,13,492,493,10,11,0,0,493,494,7,7,0,0,
        494,546,3,66,33,12,495,496,10,10,0,0,496,497,7,8,0,0,497,546,3,66,
        33,11,498,499,10,9,0,0,499,500,7,9,0,0,500,546,3,66,33,10,501,502,
        10,8,0,0,502,503,7,10,0,0,503,546,3,66,33,9,504,505,10,7,0,0,505,
        506,5,56,0,0,506,546,3,66,33,8,507,508,10,6,0,0,508,509,5,60,0,0,
        509,546,3,66,33,7,510,511,10,5,0,0,511,512,5,57,0,0,512,546,3,66,
        33,6,513,514,10,4,0,0,514,515,5,58,0,0,515,546,3,66,33,5,516,517,
        10,3,0,0,517,518,5,59,0,0,518,546,3,66,33,4,519,520,10,2,0,0,520,
        521,5,63,0,0,521,522,3,64,32,0,522,523,5,64,0,0,523,524,3,66,33,
        2,524,546,1,0,0,0,525,526,10,1,0,0,526,527,3,70,35,0,527,528,3,66,
        33,1,528,546,1,0,0,0,529,530,10,21,0,0,530,531,5,39,0,0,531,532,
        3,64,32,0,532,533,5,40,0,0,533,546,1,0,0,0,534,535,10,20,0,0,535,
        537,5,37,0,0,536,538,3,68,34,0,537,536,1,0,0,0,537,538,1,0,0,0,538,
        539,1,0,0,0,539,546,5,38,0,0,540,541,10,19,0,0,541,542,7,11,0,0,
        542,546,7,3,0,0,543,544,10,18,0,0,544,546,7,4,0,0,545,489,1,0,0,
        0,545,492,1,0,0,0,545,495,1,0,0,0,545,498,1,0,0,0,545,501,1,0,0,
        0,545,504,1,0,0,0,545,507,1,0,0,0,545,510,1,0,0,0,545,513,1,0,0,
        0,545,516,1,0,0,0,545,519,1,0,0,0,545,525,1,0,0,0,545,529,1,0,0,
        0,545,534,1,0,0,0,545,540,1,0,0,0,545,543,1,0,0,0,546,549,1,0,0,
        0,547,545,1,0,0,0,547,548,1,0,0,0,548,67,1,0,0,0,549,547,1,0,0,0,
        550,555,3,66,33,0,551,552,5,66,0,0,552,554,3,66,33,0,553,551,1,0,
        0,0,554,557,1,0,0,0,555,553,1,0,0,0,555,556,1,0,0,0,556,69,1,0,0,
        0,557,555,1,0,0,0,558,559,7,12,0,0,559,71,1,0,0,0,67,76,78,95,98,
        106,108,126,134,140,148,156,162,164,171,177,181,185,193,197,203,
        208,213,222,226,230,235,244,253,260,264,270,273,275,280,287,292,
        297,301,306,309,312,323,327,332,335,342,346,352,355,357,364,366,
        373,383,403,407,418,441,445,448,455,465,487,537,545,547,555
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
    public functionDefinition(): FunctionDefinitionContext[];
    public functionDefinition(i: number): FunctionDefinitionContext | null;
    public functionDefinition(i?: number): FunctionDefinitionContext[] | FunctionDefinitionContext | null {
        if (i === undefined) {
            return this.getRuleContexts(FunctionDefinitionContext);
        }

        return this.getRuleContext(i, FunctionDefinitionContext);
    }
    public declaration(): DeclarationContext[];
    public declaration(i: number): DeclarationContext | null;
    public declaration(i?: number): DeclarationContext[] | DeclarationContext | null {
        if (i === undefined) {
            return this.getRuleContexts(DeclarationContext);
        }

        return this.getRuleContext(i, DeclarationContext);
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


export class FunctionDefinitionContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declarationSpecifiers(): DeclarationSpecifiersContext {
        return this.getRuleContext(0, DeclarationSpecifiersContext)!;
    }
    public declarator(): DeclaratorContext {
        return this.getRuleContext(0, DeclaratorContext)!;
    }
    public compoundStatement(): CompoundStatementContext {
        return this.getRuleContext(0, CompoundStatementContext)!;
    }
    public override get ruleIndex(): number {
        return CParser.RULE_functionDefinition;
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
