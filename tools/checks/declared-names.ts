// The names this project declares in one source file, read with the TypeScript compiler's parser. A name
// used here but declared elsewhere is left to its declaration: an object's key, a shorthand, an import or
// a destructured property takes another program's name (Stripe's fields, the DOM's `localStorage`), or
// one of ours that is checked where it is declared.
import ts from 'typescript';

export interface DeclaredName {
  name: string;
  line: number;
}

/** Declarations whose name is the project's choice. */
function isOurs(node: ts.Node): boolean {
  if (ts.isBindingElement(node)) return node.propertyName !== undefined || ts.isArrayBindingPattern(node.parent);
  if (ts.isMethodDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node))
    return !ts.isObjectLiteralExpression(node.parent);
  if (ts.isImportSpecifier(node) || ts.isExportSpecifier(node)) return node.propertyName !== undefined;
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isClassDeclaration(node) ||
    ts.isClassExpression(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node) ||
    ts.isEnumDeclaration(node) ||
    ts.isEnumMember(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isParameter(node) ||
    ts.isPropertySignature(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isMethodSignature(node) ||
    ts.isTypeParameterDeclaration(node) ||
    ts.isNamedTupleMember(node)
  );
}

export function declaredNames(path: string, text: string): DeclaredName[] {
  const kind = /\.[jt]sx$/.test(path) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const names: DeclaredName[] = [];
  const visit = (node: ts.Node) => {
    const name = (node as { name?: ts.Node }).name;
    if (name && (ts.isIdentifier(name) || ts.isPrivateIdentifier(name)) && isOurs(node))
      names.push({ name: name.text, line: source.getLineAndCharacterOfPosition(name.getStart()).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}
