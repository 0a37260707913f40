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
    public static readonly Whitespace = 89;
    public static readonly Newline = 90;
    public static readonly LineContinuation = 91;
    public static readonly BlockComment = 92;
    public static readonly LineComment = 93;
    public static readonly TypedefName = 94;
    public static readonly RULE_translationUnit = 0;
    public static readonly RULE_externalDeclaration = 1;
    public static readonly RULE_functionDefinition = 2;
    public static readonly RULE_pragmaLine = 3;
    public static readonly RULE_declaration = 4;
    public static readonly RULE_declarationSpecifiers = 5;
    public static readonly RULE_declarationSpecifier = 6;
    public static readonly RULE_storageClassSpecifier = 7;
    public static readonly RULE_typeSpecifier = 8;
    public static readonly RULE_typeQualifier = 9;
    public static readonly RULE_functionSpecifier = 10;
    public static readonly RULE_structOrUnionSpecifier = 11;
    public static readonly RULE_structOrUnion = 12;
    public static readonly RULE_tag = 13;
    public static readonly RULE_structDeclaration = 14;
    public static readonly RULE_specifierQualifierList = 15;
    public static readonly RULE_structDeclaratorList = 16;
    public static readonly RULE_structDeclarator = 17;
    public static readonly RULE_enumSpecifier = 18;
    public static readonly RULE_enumerator = 19;
    public static readonly RULE_initDeclaratorList = 20;
    public static readonly RULE_initDeclarator = 21;
    public static readonly RULE_initializer = 22;
    public static readonly RULE_declarator = 23;
    public static readonly RULE_pointer = 24;
    public static readonly RULE_directDeclarator = 25;
    public static readonly RULE_arrayQualifier = 26;
    public static readonly RULE_parameterTypeList = 27;
    public static readonly RULE_parameterDeclaration = 28;
    public static readonly RULE_typeName = 29;
    public static readonly RULE_abstractDeclarator = 30;
    public static readonly RULE_directAbstractDeclarator = 31;
    public static readonly RULE_compoundStatement = 32;
    public static readonly RULE_blockItem = 33;
    public static readonly RULE_statement = 34;
    public static readonly RULE_forInit = 35;
    public static readonly RULE_expression = 36;
    public static readonly RULE_expr = 37;
    public static readonly RULE_primaryExpression = 38;
    public static readonly RULE_argumentList = 39;
    public static readonly RULE_assignmentOperator = 40;

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
        "StringLiteral", "PragmaLine", "LineMarker", "Whitespace", "Newline", 
        "LineContinuation", "BlockComment", "LineComment", "TypedefName"
    ];
    public static readonly ruleNames = [
        "translationUnit", "externalDeclaration", "functionDefinition", 
        "pragmaLine", "declaration", "declarationSpecifiers", "declarationSpecifier", 
        "storageClassSpecifier", "typeSpecifier", "typeQualifier", "functionSpecifier", 
        "structOrUnionSpecifier", "structOrUnion", "tag", "structDeclaration", 
        "specifierQualifierList", "structDeclaratorList", "structDeclarator", 
        "enumSpecifier", "enumerator", "initDeclaratorList", "initDeclarator", 
        "initializer", "declarator", "pointer", "directDeclarator", "arrayQualifier", 
        "parameterTypeList", "parameterDeclaration", "typeName", "abstractDeclarator", 
        "directAbstractDeclarator", "compoundStatement", "blockItem", "statement", 
        "forInit", "expression", "expr", "primaryExpression", "argumentList", 
        "assignmentOperator",
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
            this.state = 85;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || ((((_la - 65)) & ~0x1F) === 0 && ((1 << (_la - 65)) & 541065217) !== 0)) {
                {
                {
                this.state = 82;
                this.externalDeclaration();
                }
                }
                this.state = 87;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 88;
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
        try {
            this.state = 94;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 1, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 90;
                this.functionDefinition();
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 91;
                this.declaration();
                }
                break;
            case 3:
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 92;
                this.pragmaLine();
                }
                break;
            case 4:
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 93;
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
    public functionDefinition(): FunctionDefinitionContext {
        let localContext = new FunctionDefinitionContext(this.context, this.state);
        this.enterRule(localContext, 4, CParser.RULE_functionDefinition);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 96;
            this.declarationSpecifiers();
            this.state = 97;
            this.declarator();
            this.state = 98;
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
        this.enterRule(localContext, 6, CParser.RULE_pragmaLine);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 100;
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
        this.enterRule(localContext, 8, CParser.RULE_declaration);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 102;
            this.declarationSpecifiers();
            this.state = 104;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 37 || _la === 53 || _la === 83) {
                {
                this.state = 103;
                this.initDeclaratorList();
                }
            }

            this.state = 106;
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
            this.state = 109;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                {
                this.state = 108;
                this.declarationSpecifier();
                }
                }
                this.state = 111;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            } while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 94);
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
    public declarationSpecifier(): DeclarationSpecifierContext {
        let localContext = new DeclarationSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 12, CParser.RULE_declarationSpecifier);
        try {
            this.state = 117;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Auto:
            case CParser.Extern:
            case CParser.Register:
            case CParser.Static:
            case CParser.Typedef:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 113;
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
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 114;
                this.typeSpecifier();
                }
                break;
            case CParser.Const:
            case CParser.Restrict:
            case CParser.Volatile:
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 115;
                this.typeQualifier();
                }
                break;
            case CParser.Inline:
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 116;
                this.functionSpecifier();
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
    public storageClassSpecifier(): StorageClassSpecifierContext {
        let localContext = new StorageClassSpecifierContext(this.context, this.state);
        this.enterRule(localContext, 14, CParser.RULE_storageClassSpecifier);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 119;
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
        this.enterRule(localContext, 16, CParser.RULE_typeSpecifier);
        try {
            this.state = 135;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Void:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 121;
                this.match(CParser.Void);
                }
                break;
            case CParser.Char:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 122;
                this.match(CParser.Char);
                }
                break;
            case CParser.Short:
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 123;
                this.match(CParser.Short);
                }
                break;
            case CParser.Int:
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 124;
                this.match(CParser.Int);
                }
                break;
            case CParser.Long:
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 125;
                this.match(CParser.Long);
                }
                break;
            case CParser.Float:
                this.enterOuterAlt(localContext, 6);
                {
                this.state = 126;
                this.match(CParser.Float);
                }
                break;
            case CParser.Double:
                this.enterOuterAlt(localContext, 7);
                {
                this.state = 127;
                this.match(CParser.Double);
                }
                break;
            case CParser.Signed:
                this.enterOuterAlt(localContext, 8);
                {
                this.state = 128;
                this.match(CParser.Signed);
                }
                break;
            case CParser.Unsigned:
                this.enterOuterAlt(localContext, 9);
                {
                this.state = 129;
                this.match(CParser.Unsigned);
                }
                break;
            case CParser.Bool:
                this.enterOuterAlt(localContext, 10);
                {
                this.state = 130;
                this.match(CParser.Bool);
                }
                break;
            case CParser.Complex:
                this.enterOuterAlt(localContext, 11);
                {
                this.state = 131;
                this.match(CParser.Complex);
                }
                break;
            case CParser.Struct:
            case CParser.Union:
                this.enterOuterAlt(localContext, 12);
                {
                this.state = 132;
                this.structOrUnionSpecifier();
                }
                break;
            case CParser.Enum:
                this.enterOuterAlt(localContext, 13);
                {
                this.state = 133;
                this.enumSpecifier();
                }
                break;
            case CParser.TypedefName:
                this.enterOuterAlt(localContext, 14);
                {
                this.state = 134;
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
        this.enterRule(localContext, 18, CParser.RULE_typeQualifier);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 137;
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
        this.enterRule(localContext, 20, CParser.RULE_functionSpecifier);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 139;
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
        this.enterRule(localContext, 22, CParser.RULE_structOrUnionSpecifier);
        let _la: number;
        try {
            this.state = 157;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 8, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 141;
                this.structOrUnion();
                this.state = 143;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 83 || _la === 94) {
                    {
                    this.state = 142;
                    this.tag();
                    }
                }

                this.state = 145;
                this.match(CParser.LeftBrace);
                this.state = 149;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3383503408) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 94) {
                    {
                    {
                    this.state = 146;
                    this.structDeclaration();
                    }
                    }
                    this.state = 151;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 152;
                this.match(CParser.RightBrace);
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 154;
                this.structOrUnion();
                this.state = 155;
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
        this.enterRule(localContext, 24, CParser.RULE_structOrUnion);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 159;
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
        this.enterRule(localContext, 26, CParser.RULE_tag);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 161;
            _la = this.tokenStream.LA(1);
            if(!(_la === 83 || _la === 94)) {
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
        this.enterRule(localContext, 28, CParser.RULE_structDeclaration);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 163;
            this.specifierQualifierList();
            this.state = 165;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (((((_la - 37)) & ~0x1F) === 0 && ((1 << (_la - 37)) & 134283265) !== 0) || _la === 83) {
                {
                this.state = 164;
                this.structDeclaratorList();
                }
            }

            this.state = 167;
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
        this.enterRule(localContext, 30, CParser.RULE_specifierQualifierList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 171;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            do {
                {
                this.state = 171;
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
                    this.state = 169;
                    this.typeSpecifier();
                    }
                    break;
                case CParser.Const:
                case CParser.Restrict:
                case CParser.Volatile:
                    {
                    this.state = 170;
                    this.typeQualifier();
                    }
                    break;
                default:
                    throw new antlr.NoViableAltException(this);
                }
                }
                this.state = 173;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            } while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3383503408) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 94);
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
        this.enterRule(localContext, 32, CParser.RULE_structDeclaratorList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 175;
            this.structDeclarator();
            this.state = 180;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 176;
                this.match(CParser.Comma);
                this.state = 177;
                this.structDeclarator();
                }
                }
                this.state = 182;
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
        this.enterRule(localContext, 34, CParser.RULE_structDeclarator);
        let _la: number;
        try {
            this.state = 190;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.LeftParen:
            case CParser.Star:
            case CParser.Identifier:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 183;
                this.declarator();
                this.state = 186;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 64) {
                    {
                    this.state = 184;
                    this.match(CParser.Colon);
                    this.state = 185;
                    this.expr(0);
                    }
                }

                }
                break;
            case CParser.Colon:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 188;
                this.match(CParser.Colon);
                this.state = 189;
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
        this.enterRule(localContext, 36, CParser.RULE_enumSpecifier);
        let _la: number;
        try {
            let alternative: number;
            this.state = 212;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 18, this.context) ) {
            case 1:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 192;
                this.match(CParser.Enum);
                this.state = 194;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 83 || _la === 94) {
                    {
                    this.state = 193;
                    this.tag();
                    }
                }

                this.state = 196;
                this.match(CParser.LeftBrace);
                this.state = 197;
                this.enumerator();
                this.state = 202;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 16, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 198;
                        this.match(CParser.Comma);
                        this.state = 199;
                        this.enumerator();
                        }
                        }
                    }
                    this.state = 204;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 16, this.context);
                }
                this.state = 206;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 66) {
                    {
                    this.state = 205;
                    this.match(CParser.Comma);
                    }
                }

                this.state = 208;
                this.match(CParser.RightBrace);
                }
                break;
            case 2:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 210;
                this.match(CParser.Enum);
                this.state = 211;
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
        this.enterRule(localContext, 38, CParser.RULE_enumerator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 214;
            this.match(CParser.Identifier);
            this.state = 217;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 67) {
                {
                this.state = 215;
                this.match(CParser.Assign);
                this.state = 216;
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
    public initDeclaratorList(): InitDeclaratorListContext {
        let localContext = new InitDeclaratorListContext(this.context, this.state);
        this.enterRule(localContext, 40, CParser.RULE_initDeclaratorList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 219;
            this.initDeclarator();
            this.state = 224;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 220;
                this.match(CParser.Comma);
                this.state = 221;
                this.initDeclarator();
                }
                }
                this.state = 226;
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
    public initDeclarator(): InitDeclaratorContext {
        let localContext = new InitDeclaratorContext(this.context, this.state);
        this.enterRule(localContext, 42, CParser.RULE_initDeclarator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 227;
            this.declarator();
            this.state = 230;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 67) {
                {
                this.state = 228;
                this.match(CParser.Assign);
                this.state = 229;
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
        this.enterRule(localContext, 44, CParser.RULE_initializer);
        let _la: number;
        try {
            let alternative: number;
            this.state = 247;
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
                this.state = 232;
                this.expr(0);
                }
                break;
            case CParser.LeftBrace:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 233;
                this.match(CParser.LeftBrace);
                this.state = 234;
                this.initializer();
                this.state = 239;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 22, this.context);
                while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                    if (alternative === 1) {
                        {
                        {
                        this.state = 235;
                        this.match(CParser.Comma);
                        this.state = 236;
                        this.initializer();
                        }
                        }
                    }
                    this.state = 241;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 22, this.context);
                }
                this.state = 243;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 66) {
                    {
                    this.state = 242;
                    this.match(CParser.Comma);
                    }
                }

                this.state = 245;
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
        this.enterRule(localContext, 46, CParser.RULE_declarator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 252;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 53) {
                {
                {
                this.state = 249;
                this.pointer();
                }
                }
                this.state = 254;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
            }
            this.state = 255;
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
        this.enterRule(localContext, 48, CParser.RULE_pointer);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 257;
            this.match(CParser.Star);
            this.state = 261;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 268500993) !== 0)) {
                {
                {
                this.state = 258;
                this.typeQualifier();
                }
                }
                this.state = 263;
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
        let _startState = 50;
        this.enterRecursionRule(localContext, 50, CParser.RULE_directDeclarator, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 270;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Identifier:
                {
                localContext = new NameDeclaratorContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 265;
                this.match(CParser.Identifier);
                }
                break;
            case CParser.LeftParen:
                {
                localContext = new ParenDeclaratorContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 266;
                this.match(CParser.LeftParen);
                this.state = 267;
                this.declarator();
                this.state = 268;
                this.match(CParser.RightParen);
                }
                break;
            default:
                throw new antlr.NoViableAltException(this);
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 292;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 32, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 290;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 31, this.context) ) {
                    case 1:
                        {
                        localContext = new ArrayDeclaratorContext(new DirectDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directDeclarator);
                        this.state = 272;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 273;
                        this.match(CParser.LeftBracket);
                        this.state = 277;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                            {
                            {
                            this.state = 274;
                            this.arrayQualifier();
                            }
                            }
                            this.state = 279;
                            this.errorHandler.sync(this);
                            _la = this.tokenStream.LA(1);
                        }
                        this.state = 281;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 280;
                            this.expr(0);
                            }
                        }

                        this.state = 283;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 2:
                        {
                        localContext = new FunctionDeclaratorContext(new DirectDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directDeclarator);
                        this.state = 284;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 285;
                        this.match(CParser.LeftParen);
                        this.state = 287;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 94) {
                            {
                            this.state = 286;
                            this.parameterTypeList();
                            }
                        }

                        this.state = 289;
                        this.match(CParser.RightParen);
                        }
                        break;
                    }
                    }
                }
                this.state = 294;
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
        this.enterRule(localContext, 52, CParser.RULE_arrayQualifier);
        try {
            this.state = 297;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Const:
            case CParser.Restrict:
            case CParser.Volatile:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 295;
                this.typeQualifier();
                }
                break;
            case CParser.Static:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 296;
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
        this.enterRule(localContext, 54, CParser.RULE_parameterTypeList);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 299;
            this.parameterDeclaration();
            this.state = 304;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 34, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    {
                    {
                    this.state = 300;
                    this.match(CParser.Comma);
                    this.state = 301;
                    this.parameterDeclaration();
                    }
                    }
                }
                this.state = 306;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 34, this.context);
            }
            this.state = 309;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (_la === 66) {
                {
                this.state = 307;
                this.match(CParser.Comma);
                this.state = 308;
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
        this.enterRule(localContext, 56, CParser.RULE_parameterDeclaration);
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 311;
            this.declarationSpecifiers();
            this.state = 314;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 36, this.context) ) {
            case 1:
                {
                this.state = 312;
                this.declarator();
                }
                break;
            case 2:
                {
                this.state = 313;
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
        this.enterRule(localContext, 58, CParser.RULE_typeName);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 316;
            this.specifierQualifierList();
            this.state = 318;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            if (((((_la - 37)) & ~0x1F) === 0 && ((1 << (_la - 37)) & 65541) !== 0)) {
                {
                this.state = 317;
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
        this.enterRule(localContext, 60, CParser.RULE_abstractDeclarator);
        let _la: number;
        try {
            this.state = 329;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Star:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 321;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                do {
                    {
                    {
                    this.state = 320;
                    this.pointer();
                    }
                    }
                    this.state = 323;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                } while (_la === 53);
                this.state = 326;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (_la === 37 || _la === 39) {
                    {
                    this.state = 325;
                    this.directAbstractDeclarator(0);
                    }
                }

                }
                break;
            case CParser.LeftParen:
            case CParser.LeftBracket:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 328;
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
        let _startState = 62;
        this.enterRecursionRule(localContext, 62, CParser.RULE_directAbstractDeclarator, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 352;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 44, this.context) ) {
            case 1:
                {
                localContext = new ParenAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 332;
                this.match(CParser.LeftParen);
                this.state = 333;
                this.abstractDeclarator();
                this.state = 334;
                this.match(CParser.RightParen);
                }
                break;
            case 2:
                {
                localContext = new ArrayAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 336;
                this.match(CParser.LeftBracket);
                this.state = 340;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                    {
                    {
                    this.state = 337;
                    this.arrayQualifier();
                    }
                    }
                    this.state = 342;
                    this.errorHandler.sync(this);
                    _la = this.tokenStream.LA(1);
                }
                this.state = 344;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 343;
                    this.expr(0);
                    }
                }

                this.state = 346;
                this.match(CParser.RightBracket);
                }
                break;
            case 3:
                {
                localContext = new FunctionAbstractContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 347;
                this.match(CParser.LeftParen);
                this.state = 349;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 94) {
                    {
                    this.state = 348;
                    this.parameterTypeList();
                    }
                }

                this.state = 351;
                this.match(CParser.RightParen);
                }
                break;
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 374;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 49, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 372;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 48, this.context) ) {
                    case 1:
                        {
                        localContext = new ArrayAbstractSuffixContext(new DirectAbstractDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directAbstractDeclarator);
                        this.state = 354;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 355;
                        this.match(CParser.LeftBracket);
                        this.state = 359;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        while (((((_la - 5)) & ~0x1F) === 0 && ((1 << (_la - 5)) & 270598145) !== 0)) {
                            {
                            {
                            this.state = 356;
                            this.arrayQualifier();
                            }
                            }
                            this.state = 361;
                            this.errorHandler.sync(this);
                            _la = this.tokenStream.LA(1);
                        }
                        this.state = 363;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 362;
                            this.expr(0);
                            }
                        }

                        this.state = 365;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 2:
                        {
                        localContext = new FunctionAbstractSuffixContext(new DirectAbstractDeclaratorContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_directAbstractDeclarator);
                        this.state = 366;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 367;
                        this.match(CParser.LeftParen);
                        this.state = 369;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if ((((_la) & ~0x1F) === 0 && ((1 << _la) & 3988666930) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 27) !== 0) || _la === 94) {
                            {
                            this.state = 368;
                            this.parameterTypeList();
                            }
                        }

                        this.state = 371;
                        this.match(CParser.RightParen);
                        }
                        break;
                    }
                    }
                }
                this.state = 376;
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
        this.enterRule(localContext, 64, CParser.RULE_compoundStatement);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 377;
            this.match(CParser.LeftBrace);
            this.state = 381;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while ((((_la) & ~0x1F) === 0 && ((1 << _la) & 4294966270) !== 0) || ((((_la - 32)) & ~0x1F) === 0 && ((1 << (_la - 32)) & 1631453759) !== 0) || ((((_la - 65)) & ~0x1F) === 0 && ((1 << (_la - 65)) & 544997377) !== 0)) {
                {
                {
                this.state = 378;
                this.blockItem();
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
    public blockItem(): BlockItemContext {
        let localContext = new BlockItemContext(this.context, this.state);
        this.enterRule(localContext, 66, CParser.RULE_blockItem);
        try {
            this.state = 389;
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
                this.state = 386;
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
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 387;
                this.statement();
                }
                break;
            case CParser.PragmaLine:
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 388;
                this.pragmaLine();
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
    public statement(): StatementContext {
        let localContext = new StatementContext(this.context, this.state);
        this.enterRule(localContext, 68, CParser.RULE_statement);
        let _la: number;
        try {
            this.state = 461;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 57, this.context) ) {
            case 1:
                localContext = new CompoundContext(localContext);
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 391;
                this.compoundStatement();
                }
                break;
            case 2:
                localContext = new ExpressionStatementContext(localContext);
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 393;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 392;
                    this.expression();
                    }
                }

                this.state = 395;
                this.match(CParser.Semi);
                }
                break;
            case 3:
                localContext = new IfStatementContext(localContext);
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 396;
                this.match(CParser.If);
                this.state = 397;
                this.match(CParser.LeftParen);
                this.state = 398;
                this.expression();
                this.state = 399;
                this.match(CParser.RightParen);
                this.state = 400;
                this.statement();
                this.state = 403;
                this.errorHandler.sync(this);
                switch (this.interpreter.adaptivePredict(this.tokenStream, 53, this.context) ) {
                case 1:
                    {
                    this.state = 401;
                    this.match(CParser.Else);
                    this.state = 402;
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
                this.state = 405;
                this.match(CParser.While);
                this.state = 406;
                this.match(CParser.LeftParen);
                this.state = 407;
                this.expression();
                this.state = 408;
                this.match(CParser.RightParen);
                this.state = 409;
                this.statement();
                }
                break;
            case 5:
                localContext = new DoStatementContext(localContext);
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 411;
                this.match(CParser.Do);
                this.state = 412;
                this.statement();
                this.state = 413;
                this.match(CParser.While);
                this.state = 414;
                this.match(CParser.LeftParen);
                this.state = 415;
                this.expression();
                this.state = 416;
                this.match(CParser.RightParen);
                this.state = 417;
                this.match(CParser.Semi);
                }
                break;
            case 6:
                localContext = new ForStatementContext(localContext);
                this.enterOuterAlt(localContext, 6);
                {
                this.state = 419;
                this.match(CParser.For);
                this.state = 420;
                this.match(CParser.LeftParen);
                this.state = 421;
                this.forInit();
                this.state = 423;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 422;
                    this.expression();
                    }
                }

                this.state = 425;
                this.match(CParser.Semi);
                this.state = 427;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 426;
                    this.expression();
                    }
                }

                this.state = 429;
                this.match(CParser.RightParen);
                this.state = 430;
                this.statement();
                }
                break;
            case 7:
                localContext = new ContinueStatementContext(localContext);
                this.enterOuterAlt(localContext, 7);
                {
                this.state = 432;
                this.match(CParser.Continue);
                this.state = 433;
                this.match(CParser.Semi);
                }
                break;
            case 8:
                localContext = new BreakStatementContext(localContext);
                this.enterOuterAlt(localContext, 8);
                {
                this.state = 434;
                this.match(CParser.Break);
                this.state = 435;
                this.match(CParser.Semi);
                }
                break;
            case 9:
                localContext = new ReturnStatementContext(localContext);
                this.enterOuterAlt(localContext, 9);
                {
                this.state = 436;
                this.match(CParser.Return);
                this.state = 438;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 437;
                    this.expression();
                    }
                }

                this.state = 440;
                this.match(CParser.Semi);
                }
                break;
            case 10:
                localContext = new GotoStatementContext(localContext);
                this.enterOuterAlt(localContext, 10);
                {
                this.state = 441;
                this.match(CParser.Goto);
                this.state = 442;
                this.match(CParser.Identifier);
                this.state = 443;
                this.match(CParser.Semi);
                }
                break;
            case 11:
                localContext = new SwitchStatementContext(localContext);
                this.enterOuterAlt(localContext, 11);
                {
                this.state = 444;
                this.match(CParser.Switch);
                this.state = 445;
                this.match(CParser.LeftParen);
                this.state = 446;
                this.expression();
                this.state = 447;
                this.match(CParser.RightParen);
                this.state = 448;
                this.statement();
                }
                break;
            case 12:
                localContext = new CaseStatementContext(localContext);
                this.enterOuterAlt(localContext, 12);
                {
                this.state = 450;
                this.match(CParser.Case);
                this.state = 451;
                this.expr(0);
                this.state = 452;
                this.match(CParser.Colon);
                this.state = 453;
                this.statement();
                }
                break;
            case 13:
                localContext = new DefaultStatementContext(localContext);
                this.enterOuterAlt(localContext, 13);
                {
                this.state = 455;
                this.match(CParser.Default);
                this.state = 456;
                this.match(CParser.Colon);
                this.state = 457;
                this.statement();
                }
                break;
            case 14:
                localContext = new LabeledStatementContext(localContext);
                this.enterOuterAlt(localContext, 14);
                {
                this.state = 458;
                this.match(CParser.Identifier);
                this.state = 459;
                this.match(CParser.Colon);
                this.state = 460;
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
        this.enterRule(localContext, 70, CParser.RULE_forInit);
        let _la: number;
        try {
            this.state = 468;
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
                this.state = 463;
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
                this.state = 465;
                this.errorHandler.sync(this);
                _la = this.tokenStream.LA(1);
                if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                    {
                    this.state = 464;
                    this.expression();
                    }
                }

                this.state = 467;
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
        this.enterRule(localContext, 72, CParser.RULE_expression);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 470;
            this.expr(0);
            this.state = 475;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 471;
                this.match(CParser.Comma);
                this.state = 472;
                this.expr(0);
                }
                }
                this.state = 477;
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
        let _startState = 74;
        this.enterRecursionRule(localContext, 74, CParser.RULE_expr, _p);
        let _la: number;
        try {
            let alternative: number;
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 496;
            this.errorHandler.sync(this);
            switch (this.interpreter.adaptivePredict(this.tokenStream, 61, this.context) ) {
            case 1:
                {
                localContext = new PrimaryContext(localContext);
                this.context = localContext;
                previousContext = localContext;

                this.state = 479;
                this.primaryExpression();
                }
                break;
            case 2:
                {
                localContext = new PreIncDecContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 480;
                (localContext as PreIncDecContext)._op = this.tokenStream.LT(1);
                _la = this.tokenStream.LA(1);
                if(!(_la === 50 || _la === 52)) {
                    (localContext as PreIncDecContext)._op = this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                this.state = 481;
                this.expr(17);
                }
                break;
            case 3:
                {
                localContext = new UnaryContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 482;
                (localContext as UnaryContext)._op = this.tokenStream.LT(1);
                _la = this.tokenStream.LA(1);
                if(!(((((_la - 49)) & ~0x1F) === 0 && ((1 << (_la - 49)) & 12437) !== 0))) {
                    (localContext as UnaryContext)._op = this.errorHandler.recoverInline(this);
                }
                else {
                    this.errorHandler.reportMatch(this);
                    this.consume();
                }
                this.state = 483;
                this.expr(16);
                }
                break;
            case 4:
                {
                localContext = new SizeofTypeContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 484;
                this.match(CParser.Sizeof);
                this.state = 485;
                this.match(CParser.LeftParen);
                this.state = 486;
                this.typeName();
                this.state = 487;
                this.match(CParser.RightParen);
                }
                break;
            case 5:
                {
                localContext = new SizeofExprContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 489;
                this.match(CParser.Sizeof);
                this.state = 490;
                this.expr(14);
                }
                break;
            case 6:
                {
                localContext = new CastContext(localContext);
                this.context = localContext;
                previousContext = localContext;
                this.state = 491;
                this.match(CParser.LeftParen);
                this.state = 492;
                this.typeName();
                this.state = 493;
                this.match(CParser.RightParen);
                this.state = 494;
                this.expr(13);
                }
                break;
            }
            this.context!.stop = this.tokenStream.LT(-1);
            this.state = 556;
            this.errorHandler.sync(this);
            alternative = this.interpreter.adaptivePredict(this.tokenStream, 64, this.context);
            while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER) {
                if (alternative === 1) {
                    if (this.parseListeners != null) {
                        this.triggerExitRuleEvent();
                    }
                    previousContext = localContext;
                    {
                    this.state = 554;
                    this.errorHandler.sync(this);
                    switch (this.interpreter.adaptivePredict(this.tokenStream, 63, this.context) ) {
                    case 1:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 498;
                        if (!(this.precpred(this.context, 12))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 12)");
                        }
                        this.state = 499;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(((((_la - 53)) & ~0x1F) === 0 && ((1 << (_la - 53)) & 7) !== 0))) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 500;
                        this.expr(13);
                        }
                        break;
                    case 2:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 501;
                        if (!(this.precpred(this.context, 11))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 11)");
                        }
                        this.state = 502;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 49 || _la === 51)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 503;
                        this.expr(12);
                        }
                        break;
                    case 3:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 504;
                        if (!(this.precpred(this.context, 10))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 10)");
                        }
                        this.state = 505;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 47 || _la === 48)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 506;
                        this.expr(11);
                        }
                        break;
                    case 4:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 507;
                        if (!(this.precpred(this.context, 9))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 9)");
                        }
                        this.state = 508;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(((((_la - 43)) & ~0x1F) === 0 && ((1 << (_la - 43)) & 15) !== 0))) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 509;
                        this.expr(10);
                        }
                        break;
                    case 5:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 510;
                        if (!(this.precpred(this.context, 8))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 8)");
                        }
                        this.state = 511;
                        (localContext as BinaryContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 78 || _la === 79)) {
                            (localContext as BinaryContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 512;
                        this.expr(9);
                        }
                        break;
                    case 6:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 513;
                        if (!(this.precpred(this.context, 7))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 7)");
                        }
                        this.state = 514;
                        (localContext as BinaryContext)._op = this.match(CParser.And);
                        this.state = 515;
                        this.expr(8);
                        }
                        break;
                    case 7:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 516;
                        if (!(this.precpred(this.context, 6))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 6)");
                        }
                        this.state = 517;
                        (localContext as BinaryContext)._op = this.match(CParser.Caret);
                        this.state = 518;
                        this.expr(7);
                        }
                        break;
                    case 8:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 519;
                        if (!(this.precpred(this.context, 5))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 5)");
                        }
                        this.state = 520;
                        (localContext as BinaryContext)._op = this.match(CParser.Or);
                        this.state = 521;
                        this.expr(6);
                        }
                        break;
                    case 9:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 522;
                        if (!(this.precpred(this.context, 4))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 4)");
                        }
                        this.state = 523;
                        (localContext as BinaryContext)._op = this.match(CParser.AndAnd);
                        this.state = 524;
                        this.expr(5);
                        }
                        break;
                    case 10:
                        {
                        localContext = new BinaryContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 525;
                        if (!(this.precpred(this.context, 3))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 3)");
                        }
                        this.state = 526;
                        (localContext as BinaryContext)._op = this.match(CParser.OrOr);
                        this.state = 527;
                        this.expr(4);
                        }
                        break;
                    case 11:
                        {
                        localContext = new ConditionalContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 528;
                        if (!(this.precpred(this.context, 2))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 2)");
                        }
                        this.state = 529;
                        this.match(CParser.Question);
                        this.state = 530;
                        this.expression();
                        this.state = 531;
                        this.match(CParser.Colon);
                        this.state = 532;
                        this.expr(2);
                        }
                        break;
                    case 12:
                        {
                        localContext = new AssignmentContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 534;
                        if (!(this.precpred(this.context, 1))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 1)");
                        }
                        this.state = 535;
                        this.assignmentOperator();
                        this.state = 536;
                        this.expr(1);
                        }
                        break;
                    case 13:
                        {
                        localContext = new IndexContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 538;
                        if (!(this.precpred(this.context, 21))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 21)");
                        }
                        this.state = 539;
                        this.match(CParser.LeftBracket);
                        this.state = 540;
                        this.expression();
                        this.state = 541;
                        this.match(CParser.RightBracket);
                        }
                        break;
                    case 14:
                        {
                        localContext = new CallContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 543;
                        if (!(this.precpred(this.context, 20))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 20)");
                        }
                        this.state = 544;
                        this.match(CParser.LeftParen);
                        this.state = 546;
                        this.errorHandler.sync(this);
                        _la = this.tokenStream.LA(1);
                        if (((((_la - 25)) & ~0x1F) === 0 && ((1 << (_la - 25)) & 2667581441) !== 0) || ((((_la - 61)) & ~0x1F) === 0 && ((1 << (_la - 61)) & 62914563) !== 0)) {
                            {
                            this.state = 545;
                            this.argumentList();
                            }
                        }

                        this.state = 548;
                        this.match(CParser.RightParen);
                        }
                        break;
                    case 15:
                        {
                        localContext = new MemberContext(new ExprContext(parentContext, parentState));
                        this.pushNewRecursionContext(localContext, _startState, CParser.RULE_expr);
                        this.state = 549;
                        if (!(this.precpred(this.context, 19))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 19)");
                        }
                        this.state = 550;
                        (localContext as MemberContext)._op = this.tokenStream.LT(1);
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 80 || _la === 81)) {
                            (localContext as MemberContext)._op = this.errorHandler.recoverInline(this);
                        }
                        else {
                            this.errorHandler.reportMatch(this);
                            this.consume();
                        }
                        this.state = 551;
                        _la = this.tokenStream.LA(1);
                        if(!(_la === 83 || _la === 94)) {
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
                        this.state = 552;
                        if (!(this.precpred(this.context, 18))) {
                            throw this.createFailedPredicateException("this.precpred(this.context, 18)");
                        }
                        this.state = 553;
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
                this.state = 558;
                this.errorHandler.sync(this);
                alternative = this.interpreter.adaptivePredict(this.tokenStream, 64, this.context);
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
    public primaryExpression(): PrimaryExpressionContext {
        let localContext = new PrimaryExpressionContext(this.context, this.state);
        this.enterRule(localContext, 76, CParser.RULE_primaryExpression);
        try {
            let alternative: number;
            this.state = 571;
            this.errorHandler.sync(this);
            switch (this.tokenStream.LA(1)) {
            case CParser.Identifier:
                this.enterOuterAlt(localContext, 1);
                {
                this.state = 559;
                this.match(CParser.Identifier);
                }
                break;
            case CParser.Number:
                this.enterOuterAlt(localContext, 2);
                {
                this.state = 560;
                this.match(CParser.Number);
                }
                break;
            case CParser.CharacterConstant:
                this.enterOuterAlt(localContext, 3);
                {
                this.state = 561;
                this.match(CParser.CharacterConstant);
                }
                break;
            case CParser.StringLiteral:
                this.enterOuterAlt(localContext, 4);
                {
                this.state = 563;
                this.errorHandler.sync(this);
                alternative = 1;
                do {
                    switch (alternative) {
                    case 1:
                        {
                        {
                        this.state = 562;
                        this.match(CParser.StringLiteral);
                        }
                        }
                        break;
                    default:
                        throw new antlr.NoViableAltException(this);
                    }
                    this.state = 565;
                    this.errorHandler.sync(this);
                    alternative = this.interpreter.adaptivePredict(this.tokenStream, 65, this.context);
                } while (alternative !== 2 && alternative !== antlr.ATN.INVALID_ALT_NUMBER);
                }
                break;
            case CParser.LeftParen:
                this.enterOuterAlt(localContext, 5);
                {
                this.state = 567;
                this.match(CParser.LeftParen);
                this.state = 568;
                this.expression();
                this.state = 569;
                this.match(CParser.RightParen);
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
    public argumentList(): ArgumentListContext {
        let localContext = new ArgumentListContext(this.context, this.state);
        this.enterRule(localContext, 78, CParser.RULE_argumentList);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 573;
            this.expr(0);
            this.state = 578;
            this.errorHandler.sync(this);
            _la = this.tokenStream.LA(1);
            while (_la === 66) {
                {
                {
                this.state = 574;
                this.match(CParser.Comma);
                this.state = 575;
                this.expr(0);
                }
                }
                this.state = 580;
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
        this.enterRule(localContext, 80, CParser.RULE_assignmentOperator);
        let _la: number;
        try {
            this.enterOuterAlt(localContext, 1);
            {
            this.state = 581;
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
        case 25:
            return this.directDeclarator_sempred(localContext as DirectDeclaratorContext, predIndex);
        case 31:
            return this.directAbstractDeclarator_sempred(localContext as DirectAbstractDeclaratorContext, predIndex);
        case 37:
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
        4,1,94,584,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,7,
        6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,13,
        2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,20,
        7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,26,
        2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,33,
        7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,2,38,7,38,2,39,7,39,
        2,40,7,40,1,0,5,0,84,8,0,10,0,12,0,87,9,0,1,0,1,0,1,1,1,1,1,1,1,
        1,3,1,95,8,1,1,2,1,2,1,2,1,2,1,3,1,3,1,4,1,4,3,4,105,8,4,1,4,1,4,
        1,5,4,5,110,8,5,11,5,12,5,111,1,6,1,6,1,6,1,6,3,6,118,8,6,1,7,1,
        7,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,1,8,3,8,136,
        8,8,1,9,1,9,1,10,1,10,1,11,1,11,3,11,144,8,11,1,11,1,11,5,11,148,
        8,11,10,11,12,11,151,9,11,1,11,1,11,1,11,1,11,1,11,3,11,158,8,11,
        1,12,1,12,1,13,1,13,1,14,1,14,3,14,166,8,14,1,14,1,14,1,15,1,15,
        4,15,172,8,15,11,15,12,15,173,1,16,1,16,1,16,5,16,179,8,16,10,16,
        12,16,182,9,16,1,17,1,17,1,17,3,17,187,8,17,1,17,1,17,3,17,191,8,
        17,1,18,1,18,3,18,195,8,18,1,18,1,18,1,18,1,18,5,18,201,8,18,10,
        18,12,18,204,9,18,1,18,3,18,207,8,18,1,18,1,18,1,18,1,18,3,18,213,
        8,18,1,19,1,19,1,19,3,19,218,8,19,1,20,1,20,1,20,5,20,223,8,20,10,
        20,12,20,226,9,20,1,21,1,21,1,21,3,21,231,8,21,1,22,1,22,1,22,1,
        22,1,22,5,22,238,8,22,10,22,12,22,241,9,22,1,22,3,22,244,8,22,1,
        22,1,22,3,22,248,8,22,1,23,5,23,251,8,23,10,23,12,23,254,9,23,1,
        23,1,23,1,24,1,24,5,24,260,8,24,10,24,12,24,263,9,24,1,25,1,25,1,
        25,1,25,1,25,1,25,3,25,271,8,25,1,25,1,25,1,25,5,25,276,8,25,10,
        25,12,25,279,9,25,1,25,3,25,282,8,25,1,25,1,25,1,25,1,25,3,25,288,
        8,25,1,25,5,25,291,8,25,10,25,12,25,294,9,25,1,26,1,26,3,26,298,
        8,26,1,27,1,27,1,27,5,27,303,8,27,10,27,12,27,306,9,27,1,27,1,27,
        3,27,310,8,27,1,28,1,28,1,28,3,28,315,8,28,1,29,1,29,3,29,319,8,
        29,1,30,4,30,322,8,30,11,30,12,30,323,1,30,3,30,327,8,30,1,30,3,
        30,330,8,30,1,31,1,31,1,31,1,31,1,31,1,31,1,31,5,31,339,8,31,10,
        31,12,31,342,9,31,1,31,3,31,345,8,31,1,31,1,31,1,31,3,31,350,8,31,
        1,31,3,31,353,8,31,1,31,1,31,1,31,5,31,358,8,31,10,31,12,31,361,
        9,31,1,31,3,31,364,8,31,1,31,1,31,1,31,1,31,3,31,370,8,31,1,31,5,
        31,373,8,31,10,31,12,31,376,9,31,1,32,1,32,5,32,380,8,32,10,32,12,
        32,383,9,32,1,32,1,32,1,33,1,33,1,33,3,33,390,8,33,1,34,1,34,3,34,
        394,8,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,3,34,404,8,34,1,
        34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,
        34,1,34,1,34,1,34,1,34,3,34,424,8,34,1,34,1,34,3,34,428,8,34,1,34,
        1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,3,34,439,8,34,1,34,1,34,
        1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,1,34,
        1,34,1,34,1,34,1,34,1,34,1,34,3,34,462,8,34,1,35,1,35,3,35,466,8,
        35,1,35,3,35,469,8,35,1,36,1,36,1,36,5,36,474,8,36,10,36,12,36,477,
        9,36,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,
        1,37,1,37,1,37,1,37,1,37,1,37,3,37,497,8,37,1,37,1,37,1,37,1,37,
        1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,
        1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,
        1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,1,37,
        1,37,1,37,1,37,1,37,1,37,3,37,547,8,37,1,37,1,37,1,37,1,37,1,37,
        1,37,5,37,555,8,37,10,37,12,37,558,9,37,1,38,1,38,1,38,1,38,4,38,
        564,8,38,11,38,12,38,565,1,38,1,38,1,38,1,38,3,38,572,8,38,1,39,
        1,39,1,39,5,39,577,8,39,10,39,12,39,580,9,39,1,40,1,40,1,40,0,3,
        50,62,74,41,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,34,36,
        38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,72,74,76,78,80,
        0,13,5,0,1,1,12,12,20,20,26,26,29,29,3,0,5,5,21,21,33,33,2,0,27,
        27,30,30,2,0,83,83,94,94,2,0,50,50,52,52,5,0,49,49,51,51,53,53,56,
        56,61,62,1,0,53,55,2,0,49,49,51,51,1,0,47,48,1,0,43,46,1,0,78,79,
        1,0,80,81,1,0,67,77,662,0,85,1,0,0,0,2,94,1,0,0,0,4,96,1,0,0,0,6,
        100,1,0,0,0,8,102,1,0,0,0,10,109,1,0,0,0,12,117,1,0,0,0,14,119,1,
        0,0,0,16,135,1,0,0,0,18,137,1,0,0,0,20,139,1,0,0,0,22,157,1,0,0,
        0,24,159,1,0,0,0,26,161,1,0,0,0,28,163,1,0,0,0,30,171,1,0,0,0,32,
        175,1,0,0,0,34,190,1,0,0,0,36,212,1,0,0,0,38,214,1,0,0,0,40,219,
        1,0,0,0,42,227,1,0,0,0,44,247,1,0,0,0,46,252,1,0,0,0,48,257,1,0,
        0,0,50,270,1,0,0,0,52,297,1,0,0,0,54,299,1,0,0,0,56,311,1,0,0,0,
        58,316,1,0,0,0,60,329,1,0,0,0,62,352,1,0,0,0,64,377,1,0,0,0,66,389,
        1,0,0,0,68,461,1,0,0,0,70,468,1,0,0,0,72,470,1,0,0,0,74,496,1,0,
        0,0,76,571,1,0,0,0,78,573,1,0,0,0,80,581,1,0,0,0,82,84,3,2,1,0,83,
        82,1,0,0,0,84,87,1,0,0,0,85,83,1,0,0,0,85,86,1,0,0,0,86,88,1,0,0,
        0,87,85,1,0,0,0,88,89,5,0,0,1,89,1,1,0,0,0,90,95,3,4,2,0,91,95,3,
        8,4,0,92,95,3,6,3,0,93,95,5,65,0,0,94,90,1,0,0,0,94,91,1,0,0,0,94,
        92,1,0,0,0,94,93,1,0,0,0,95,3,1,0,0,0,96,97,3,10,5,0,97,98,3,46,
        23,0,98,99,3,64,32,0,99,5,1,0,0,0,100,101,5,87,0,0,101,7,1,0,0,0,
        102,104,3,10,5,0,103,105,3,40,20,0,104,103,1,0,0,0,104,105,1,0,0,
        0,105,106,1,0,0,0,106,107,5,65,0,0,107,9,1,0,0,0,108,110,3,12,6,
        0,109,108,1,0,0,0,110,111,1,0,0,0,111,109,1,0,0,0,111,112,1,0,0,
        0,112,11,1,0,0,0,113,118,3,14,7,0,114,118,3,16,8,0,115,118,3,18,
        9,0,116,118,3,20,10,0,117,113,1,0,0,0,117,114,1,0,0,0,117,115,1,
        0,0,0,117,116,1,0,0,0,118,13,1,0,0,0,119,120,7,0,0,0,120,15,1,0,
        0,0,121,136,5,32,0,0,122,136,5,4,0,0,123,136,5,23,0,0,124,136,5,
        18,0,0,125,136,5,19,0,0,126,136,5,13,0,0,127,136,5,9,0,0,128,136,
        5,24,0,0,129,136,5,31,0,0,130,136,5,35,0,0,131,136,5,36,0,0,132,
        136,3,22,11,0,133,136,3,36,18,0,134,136,5,94,0,0,135,121,1,0,0,0,
        135,122,1,0,0,0,135,123,1,0,0,0,135,124,1,0,0,0,135,125,1,0,0,0,
        135,126,1,0,0,0,135,127,1,0,0,0,135,128,1,0,0,0,135,129,1,0,0,0,
        135,130,1,0,0,0,135,131,1,0,0,0,135,132,1,0,0,0,135,133,1,0,0,0,
        135,134,1,0,0,0,136,17,1,0,0,0,137,138,7,1,0,0,138,19,1,0,0,0,139,
        140,5,17,0,0,140,21,1,0,0,0,141,143,3,24,12,0,142,144,3,26,13,0,
        143,142,1,0,0,0,143,144,1,0,0,0,144,145,1,0,0,0,145,149,5,41,0,0,
        146,148,3,28,14,0,147,146,1,0,0,0,148,151,1,0,0,0,149,147,1,0,0,
        0,149,150,1,0,0,0,150,152,1,0,0,0,151,149,1,0,0,0,152,153,5,42,0,
        0,153,158,1,0,0,0,154,155,3,24,12,0,155,156,3,26,13,0,156,158,1,
        0,0,0,157,141,1,0,0,0,157,154,1,0,0,0,158,23,1,0,0,0,159,160,7,2,
        0,0,160,25,1,0,0,0,161,162,7,3,0,0,162,27,1,0,0,0,163,165,3,30,15,
        0,164,166,3,32,16,0,165,164,1,0,0,0,165,166,1,0,0,0,166,167,1,0,
        0,0,167,168,5,65,0,0,168,29,1,0,0,0,169,172,3,16,8,0,170,172,3,18,
        9,0,171,169,1,0,0,0,171,170,1,0,0,0,172,173,1,0,0,0,173,171,1,0,
        0,0,173,174,1,0,0,0,174,31,1,0,0,0,175,180,3,34,17,0,176,177,5,66,
        0,0,177,179,3,34,17,0,178,176,1,0,0,0,179,182,1,0,0,0,180,178,1,
        0,0,0,180,181,1,0,0,0,181,33,1,0,0,0,182,180,1,0,0,0,183,186,3,46,
        23,0,184,185,5,64,0,0,185,187,3,74,37,0,186,184,1,0,0,0,186,187,
        1,0,0,0,187,191,1,0,0,0,188,189,5,64,0,0,189,191,3,74,37,0,190,183,
        1,0,0,0,190,188,1,0,0,0,191,35,1,0,0,0,192,194,5,11,0,0,193,195,
        3,26,13,0,194,193,1,0,0,0,194,195,1,0,0,0,195,196,1,0,0,0,196,197,
        5,41,0,0,197,202,3,38,19,0,198,199,5,66,0,0,199,201,3,38,19,0,200,
        198,1,0,0,0,201,204,1,0,0,0,202,200,1,0,0,0,202,203,1,0,0,0,203,
        206,1,0,0,0,204,202,1,0,0,0,205,207,5,66,0,0,206,205,1,0,0,0,206,
        207,1,0,0,0,207,208,1,0,0,0,208,209,5,42,0,0,209,213,1,0,0,0,210,
        211,5,11,0,0,211,213,3,26,13,0,212,192,1,0,0,0,212,210,1,0,0,0,213,
        37,1,0,0,0,214,217,5,83,0,0,215,216,5,67,0,0,216,218,3,74,37,0,217,
        215,1,0,0,0,217,218,1,0,0,0,218,39,1,0,0,0,219,224,3,42,21,0,220,
        221,5,66,0,0,221,223,3,42,21,0,222,220,1,0,0,0,223,226,1,0,0,0,224,
        222,1,0,0,0,224,225,1,0,0,0,225,41,1,0,0,0,226,224,1,0,0,0,227,230,
        3,46,23,0,228,229,5,67,0,0,229,231,3,44,22,0,230,228,1,0,0,0,230,
        231,1,0,0,0,231,43,1,0,0,0,232,248,3,74,37,0,233,234,5,41,0,0,234,
        239,3,44,22,0,235,236,5,66,0,0,236,238,3,44,22,0,237,235,1,0,0,0,
        238,241,1,0,0,0,239,237,1,0,0,0,239,240,1,0,0,0,240,243,1,0,0,0,
        241,239,1,0,0,0,242,244,5,66,0,0,243,242,1,0,0,0,243,244,1,0,0,0,
        244,245,1,0,0,0,245,246,5,42,0,0,246,248,1,0,0,0,247,232,1,0,0,0,
        247,233,1,0,0,0,248,45,1,0,0,0,249,251,3,48,24,0,250,249,1,0,0,0,
        251,254,1,0,0,0,252,250,1,0,0,0,252,253,1,0,0,0,253,255,1,0,0,0,
        254,252,1,0,0,0,255,256,3,50,25,0,256,47,1,0,0,0,257,261,5,53,0,
        0,258,260,3,18,9,0,259,258,1,0,0,0,260,263,1,0,0,0,261,259,1,0,0,
        0,261,262,1,0,0,0,262,49,1,0,0,0,263,261,1,0,0,0,264,265,6,25,-1,
        0,265,271,5,83,0,0,266,267,5,37,0,0,267,268,3,46,23,0,268,269,5,
        38,0,0,269,271,1,0,0,0,270,264,1,0,0,0,270,266,1,0,0,0,271,292,1,
        0,0,0,272,273,10,2,0,0,273,277,5,39,0,0,274,276,3,52,26,0,275,274,
        1,0,0,0,276,279,1,0,0,0,277,275,1,0,0,0,277,278,1,0,0,0,278,281,
        1,0,0,0,279,277,1,0,0,0,280,282,3,74,37,0,281,280,1,0,0,0,281,282,
        1,0,0,0,282,283,1,0,0,0,283,291,5,40,0,0,284,285,10,1,0,0,285,287,
        5,37,0,0,286,288,3,54,27,0,287,286,1,0,0,0,287,288,1,0,0,0,288,289,
        1,0,0,0,289,291,5,38,0,0,290,272,1,0,0,0,290,284,1,0,0,0,291,294,
        1,0,0,0,292,290,1,0,0,0,292,293,1,0,0,0,293,51,1,0,0,0,294,292,1,
        0,0,0,295,298,3,18,9,0,296,298,5,26,0,0,297,295,1,0,0,0,297,296,
        1,0,0,0,298,53,1,0,0,0,299,304,3,56,28,0,300,301,5,66,0,0,301,303,
        3,56,28,0,302,300,1,0,0,0,303,306,1,0,0,0,304,302,1,0,0,0,304,305,
        1,0,0,0,305,309,1,0,0,0,306,304,1,0,0,0,307,308,5,66,0,0,308,310,
        5,82,0,0,309,307,1,0,0,0,309,310,1,0,0,0,310,55,1,0,0,0,311,314,
        3,10,5,0,312,315,3,46,23,0,313,315,3,60,30,0,314,312,1,0,0,0,314,
        313,1,0,0,0,314,315,1,0,0,0,315,57,1,0,0,0,316,318,3,30,15,0,317,
        319,3,60,30,0,318,317,1,0,0,0,318,319,1,0,0,0,319,59,1,0,0,0,320,
        322,3,48,24,0,321,320,1,0,0,0,322,323,1,0,0,0,323,321,1,0,0,0,323,
        324,1,0,0,0,324,326,1,0,0,0,325,327,3,62,31,0,326,325,1,0,0,0,326,
        327,1,0,0,0,327,330,1,0,0,0,328,330,3,62,31,0,329,321,1,0,0,0,329,
        328,1,0,0,0,330,61,1,0,0,0,331,332,6,31,-1,0,332,333,5,37,0,0,333,
        334,3,60,30,0,334,335,5,38,0,0,335,353,1,0,0,0,336,340,5,39,0,0,
        337,339,3,52,26,0,338,337,1,0,0,0,339,342,1,0,0,0,340,338,1,0,0,
        0,340,341,1,0,0,0,341,344,1,0,0,0,342,340,1,0,0,0,343,345,3,74,37,
        0,344,343,1,0,0,0,344,345,1,0,0,0,345,346,1,0,0,0,346,353,5,40,0,
        0,347,349,5,37,0,0,348,350,3,54,27,0,349,348,1,0,0,0,349,350,1,0,
        0,0,350,351,1,0,0,0,351,353,5,38,0,0,352,331,1,0,0,0,352,336,1,0,
        0,0,352,347,1,0,0,0,353,374,1,0,0,0,354,355,10,2,0,0,355,359,5,39,
        0,0,356,358,3,52,26,0,357,356,1,0,0,0,358,361,1,0,0,0,359,357,1,
        0,0,0,359,360,1,0,0,0,360,363,1,0,0,0,361,359,1,0,0,0,362,364,3,
        74,37,0,363,362,1,0,0,0,363,364,1,0,0,0,364,365,1,0,0,0,365,373,
        5,40,0,0,366,367,10,1,0,0,367,369,5,37,0,0,368,370,3,54,27,0,369,
        368,1,0,0,0,369,370,1,0,0,0,370,371,1,0,0,0,371,373,5,38,0,0,372,
        354,1,0,0,0,372,366,1,0,0,0,373,376,1,0,0,0,374,372,1,0,0,0,374,
        375,1,0,0,0,375,63,1,0,0,0,376,374,1,0,0,0,377,381,5,41,0,0,378,
        380,3,66,33,0,379,378,1,0,0,0,380,383,1,0,0,0,381,379,1,0,0,0,381,
        382,1,0,0,0,382,384,1,0,0,0,383,381,1,0,0,0,384,385,5,42,0,0,385,
        65,1,0,0,0,386,390,3,8,4,0,387,390,3,68,34,0,388,390,3,6,3,0,389,
        386,1,0,0,0,389,387,1,0,0,0,389,388,1,0,0,0,390,67,1,0,0,0,391,462,
        3,64,32,0,392,394,3,72,36,0,393,392,1,0,0,0,393,394,1,0,0,0,394,
        395,1,0,0,0,395,462,5,65,0,0,396,397,5,16,0,0,397,398,5,37,0,0,398,
        399,3,72,36,0,399,400,5,38,0,0,400,403,3,68,34,0,401,402,5,10,0,
        0,402,404,3,68,34,0,403,401,1,0,0,0,403,404,1,0,0,0,404,462,1,0,
        0,0,405,406,5,34,0,0,406,407,5,37,0,0,407,408,3,72,36,0,408,409,
        5,38,0,0,409,410,3,68,34,0,410,462,1,0,0,0,411,412,5,8,0,0,412,413,
        3,68,34,0,413,414,5,34,0,0,414,415,5,37,0,0,415,416,3,72,36,0,416,
        417,5,38,0,0,417,418,5,65,0,0,418,462,1,0,0,0,419,420,5,14,0,0,420,
        421,5,37,0,0,421,423,3,70,35,0,422,424,3,72,36,0,423,422,1,0,0,0,
        423,424,1,0,0,0,424,425,1,0,0,0,425,427,5,65,0,0,426,428,3,72,36,
        0,427,426,1,0,0,0,427,428,1,0,0,0,428,429,1,0,0,0,429,430,5,38,0,
        0,430,431,3,68,34,0,431,462,1,0,0,0,432,433,5,6,0,0,433,462,5,65,
        0,0,434,435,5,2,0,0,435,462,5,65,0,0,436,438,5,22,0,0,437,439,3,
        72,36,0,438,437,1,0,0,0,438,439,1,0,0,0,439,440,1,0,0,0,440,462,
        5,65,0,0,441,442,5,15,0,0,442,443,5,83,0,0,443,462,5,65,0,0,444,
        445,5,28,0,0,445,446,5,37,0,0,446,447,3,72,36,0,447,448,5,38,0,0,
        448,449,3,68,34,0,449,462,1,0,0,0,450,451,5,3,0,0,451,452,3,74,37,
        0,452,453,5,64,0,0,453,454,3,68,34,0,454,462,1,0,0,0,455,456,5,7,
        0,0,456,457,5,64,0,0,457,462,3,68,34,0,458,459,5,83,0,0,459,460,
        5,64,0,0,460,462,3,68,34,0,461,391,1,0,0,0,461,393,1,0,0,0,461,396,
        1,0,0,0,461,405,1,0,0,0,461,411,1,0,0,0,461,419,1,0,0,0,461,432,
        1,0,0,0,461,434,1,0,0,0,461,436,1,0,0,0,461,441,1,0,0,0,461,444,
        1,0,0,0,461,450,1,0,0,0,461,455,1,0,0,0,461,458,1,0,0,0,462,69,1,
        0,0,0,463,469,3,8,4,0,464,466,3,72,36,0,465,464,1,0,0,0,465,466,
        1,0,0,0,466,467,1,0,0,0,467,469,5,65,0,0,468,463,1,0,0,0,468,465,
        1,0,0,0,469,71,1,0,0,0,470,475,3,74,37,0,471,472,5,66,0,0,472,474,
        3,74,37,0,473,471,1,0,0,0,474,477,1,0,0,0,475,473,1,0,0,0,475,476,
        1,0,0,0,476,73,1,0,0,0,477,475,1,0,0,0,478,479,6,37,-1,0,479,497,
        3,76,38,0,480,481,7,4,0,0,481,497,3,74,37,17,482,483,7,5,0,0,483,
        497,3,74,37,16,484,485,5,25,0,0,485,486,5,37,0,0,486,487,3,58,29,
        0,487,488,5,38,0,0,488,497,1,0,0,0,489,490,5,25,0,0,490,497,3,74,
        37,14,491,492,5,37,0,0,492,493,3,58,29,0,493,494,5,38,0,0,494,495,
        3,74,37,13,495,497,1,0,0,0,496,478,1,0,0,0,496,480,1,0,0,0,496,482,
        1,0,0,0,496,484,1,0,0,0,496,489,1,0,0,0,496,491,1,0,0,0,497,556,
        1,0,0,0,498,499,10,12,0,0,499,500,7,6,0,0,500,555,3,74,37,13,501,
        502,10,11,0,0,502,503,7,7,0,0,503,555,3,74,37,12,504,505,10,10,0,
        0,505,506,7,8,0,0,506,555,3,74,37,11,507,508,10,9,0,0,508,509,7,
        9,0,0,509,555,3,74,37,10,510,511,10,8,0,0,511,512,7,10,0,0,512,555,
        3,74,37,9,513,514,10,7,0,0,514,515,5,56,0,0,515,555,3,74,37,8,516,
        517,10,6,0,0,517,518,5,60,0,0,518,555,3,74,37,7,519,520,10,5,0,0,
        520,521,5,57,0,0,521,555,3,74,37,6,522,523,10,4,0,0,523,524,5,58,
        0,0,524,555,3,74,37,5,525,526,10,3,0,0,526,527,5,59,0,0,527,555,
        3,74,37,4,528,529,10,2,0,0,529,530,5,63,0,0,530,531,3,72,36,0,531,
        532,5,64,0,0,532,533,3,74,37,2,533,555,1,0,0,0,534,535,10,1,0,0,
        535,536,3,80,40,0,536,537,3,74,37,1,537,555,1,0,0,0,538,539,10,21,
        0,0,539,540,5,39,0,0,540,541,3,72,36,0,541,542,5,40,0,0,542,555,
        1,0,0,0,543,544,10,20,0,0,544,546,5,37,0,0,545,547,3,78,39,0,546,
        545,1,0,0,0,546,547,1,0,0,0,547,548,1,0,0,0,548,555,5,38,0,0,549,
        550,10,19,0,0,550,551,7,11,0,0,551,555,7,3,0,0,552,553,10,18,0,0,
        553,555,7,4,0,0,554,498,1,0,0,0,554,501,1,0,0,0,554,504,1,0,0,0,
        554,507,1,0,0,0,554,510,1,0,0,0,554,513,1,0,0,0,554,516,1,0,0,0,
        554,519,1,0,0,0,554,522,1,0,0,0,554,525,1,0,0,0,554,528,1,0,0,0,
        554,534,1,0,0,0,554,538,1,0,0,0,554,543,1,0,0,0,554,549,1,0,0,0,
        554,552,1,0,0,0,555,558,1,0,0,0,556,554,1,0,0,0,556,557,1,0,0,0,
        557,75,1,0,0,0,558,556,1,0,0,0,559,572,5,83,0,0,560,572,5,84,0,0,
        561,572,5,85,0,0,562,564,5,86,0,0,563,562,1,0,0,0,564,565,1,0,0,
        0,565,563,1,0,0,0,565,566,1,0,0,0,566,572,1,0,0,0,567,568,5,37,0,
        0,568,569,3,72,36,0,569,570,5,38,0,0,570,572,1,0,0,0,571,559,1,0,
        0,0,571,560,1,0,0,0,571,561,1,0,0,0,571,563,1,0,0,0,571,567,1,0,
        0,0,572,77,1,0,0,0,573,578,3,74,37,0,574,575,5,66,0,0,575,577,3,
        74,37,0,576,574,1,0,0,0,577,580,1,0,0,0,578,576,1,0,0,0,578,579,
        1,0,0,0,579,79,1,0,0,0,580,578,1,0,0,0,581,582,7,12,0,0,582,81,1,
        0,0,0,68,85,94,104,111,117,135,143,149,157,165,171,173,180,186,190,
        194,202,206,212,217,224,230,239,243,247,252,261,270,277,281,287,
        290,292,297,304,309,314,318,323,326,329,340,344,349,352,359,363,
        369,372,374,381,389,393,403,423,427,438,461,465,468,475,496,546,
        554,556,565,571,578
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
    public override get ruleIndex(): number {
        return CParser.RULE_translationUnit;
    }
}


export class ExternalDeclarationContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public functionDefinition(): FunctionDefinitionContext | null {
        return this.getRuleContext(0, FunctionDefinitionContext);
    }
    public declaration(): DeclarationContext | null {
        return this.getRuleContext(0, DeclarationContext);
    }
    public pragmaLine(): PragmaLineContext | null {
        return this.getRuleContext(0, PragmaLineContext);
    }
    public Semi(): antlr.TerminalNode | null {
        return this.getToken(CParser.Semi, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_externalDeclaration;
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
    public initDeclaratorList(): InitDeclaratorListContext | null {
        return this.getRuleContext(0, InitDeclaratorListContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_declaration;
    }
}


export class DeclarationSpecifiersContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declarationSpecifier(): DeclarationSpecifierContext[];
    public declarationSpecifier(i: number): DeclarationSpecifierContext | null;
    public declarationSpecifier(i?: number): DeclarationSpecifierContext[] | DeclarationSpecifierContext | null {
        if (i === undefined) {
            return this.getRuleContexts(DeclarationSpecifierContext);
        }

        return this.getRuleContext(i, DeclarationSpecifierContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_declarationSpecifiers;
    }
}


export class DeclarationSpecifierContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public storageClassSpecifier(): StorageClassSpecifierContext | null {
        return this.getRuleContext(0, StorageClassSpecifierContext);
    }
    public typeSpecifier(): TypeSpecifierContext | null {
        return this.getRuleContext(0, TypeSpecifierContext);
    }
    public typeQualifier(): TypeQualifierContext | null {
        return this.getRuleContext(0, TypeQualifierContext);
    }
    public functionSpecifier(): FunctionSpecifierContext | null {
        return this.getRuleContext(0, FunctionSpecifierContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_declarationSpecifier;
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


export class InitDeclaratorListContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
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
        return CParser.RULE_initDeclaratorList;
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
    public blockItem(): BlockItemContext[];
    public blockItem(i: number): BlockItemContext | null;
    public blockItem(i?: number): BlockItemContext[] | BlockItemContext | null {
        if (i === undefined) {
            return this.getRuleContexts(BlockItemContext);
        }

        return this.getRuleContext(i, BlockItemContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_compoundStatement;
    }
}


export class BlockItemContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public declaration(): DeclarationContext | null {
        return this.getRuleContext(0, DeclarationContext);
    }
    public statement(): StatementContext | null {
        return this.getRuleContext(0, StatementContext);
    }
    public pragmaLine(): PragmaLineContext | null {
        return this.getRuleContext(0, PragmaLineContext);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_blockItem;
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
export class PrimaryContext extends ExprContext {
    public constructor(ctx: ExprContext) {
        super(ctx.parent, ctx.invokingState);
        super.copyFrom(ctx);
    }
    public primaryExpression(): PrimaryExpressionContext {
        return this.getRuleContext(0, PrimaryExpressionContext)!;
    }
}


export class PrimaryExpressionContext extends antlr.ParserRuleContext {
    public constructor(parent: antlr.ParserRuleContext | null, invokingState: number) {
        super(parent, invokingState);
    }
    public Identifier(): antlr.TerminalNode | null {
        return this.getToken(CParser.Identifier, 0);
    }
    public Number(): antlr.TerminalNode | null {
        return this.getToken(CParser.Number, 0);
    }
    public CharacterConstant(): antlr.TerminalNode | null {
        return this.getToken(CParser.CharacterConstant, 0);
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
    public LeftParen(): antlr.TerminalNode | null {
        return this.getToken(CParser.LeftParen, 0);
    }
    public expression(): ExpressionContext | null {
        return this.getRuleContext(0, ExpressionContext);
    }
    public RightParen(): antlr.TerminalNode | null {
        return this.getToken(CParser.RightParen, 0);
    }
    public override get ruleIndex(): number {
        return CParser.RULE_primaryExpression;
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
