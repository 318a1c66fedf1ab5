// Reads a source file's imports with TypeScript's own parser, so every import and re-export
// form is seen and nothing inside a comment or a string is taken for one.
import path from 'node:path';
import ts from 'typescript';

const SCRIPT_KINDS = {
  '.ts': ts.ScriptKind.TS,
  '.mts': ts.ScriptKind.TS,
  '.cts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS,
  '.jsx': ts.ScriptKind.JSX,
};

/** The module name of a string literal or a plain template literal, else null. */
function literalText(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : null;
}

/**
 * What a source file takes from the packages of `sharedExports` (package -> the names its
 * slim shared module provides) that the slim module does not provide: at run time such an
 * import would be undefined, or (whole-module forms) miss every unlisted export.
 *
 * Type-only imports and re-exports (`import type`, `import { type X }`, `export type {} from`,
 * `typeof import()`) do not count: the compiler erases them, so they never reach the shared
 * module. Every other form does: named, default and namespace imports, `export {} from`,
 * `export * from`, `export * as ns from`, side-effect imports, dynamic `import()`,
 * `require()` and `import x = require()`.
 *
 * @param {string} source the file's text
 * @param {Record<string, string[]>} sharedExports
 * @param {{ fileName?: string }} [options] the file's name picks the syntax (TS, TSX, JS)
 * @returns {{ pkg: string, what: string, line: number }[]} line is 1-based
 */
export function unlistedSharedImports(source, sharedExports, { fileName = 'module.tsx' } = {}) {
  const packages = Object.keys(sharedExports).filter((pkg) => source.includes(pkg));
  if (packages.length === 0) return [];
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    SCRIPT_KINDS[path.extname(fileName)] ?? ts.ScriptKind.TSX,
  );
  const problems = [];
  const report = (pkg, what, node) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    problems.push({ pkg, what, line: line + 1 });
  };
  const checkNames = (pkg, specifiers) => {
    for (const specifier of specifiers) {
      if (specifier.isTypeOnly) continue;
      // `{ a as b }`: the shared module must provide `a`.
      const name = (specifier.propertyName ?? specifier.name).text;
      if (!sharedExports[pkg].includes(name)) report(pkg, `'${name}'`, specifier);
    }
  };

  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const pkg = literalText(node.moduleSpecifier);
      if (packages.includes(pkg)) checkImportClause(pkg, node);
    } else if (ts.isExportDeclaration(node)) {
      const pkg = literalText(node.moduleSpecifier);
      if (packages.includes(pkg) && !node.isTypeOnly) {
        if (!node.exportClause) report(pkg, 'every export (export * from)', node);
        else if (ts.isNamespaceExport(node.exportClause))
          report(pkg, 'the whole module (export * as)', node);
        else checkNames(pkg, node.exportClause.elements);
      }
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      !node.isTypeOnly &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      const pkg = literalText(node.moduleReference.expression);
      if (packages.includes(pkg)) report(pkg, 'the whole module (import = require)', node);
    } else if (ts.isCallExpression(node)) {
      const pkg = literalText(node.arguments[0]);
      if (packages.includes(pkg)) {
        if (node.expression.kind === ts.SyntaxKind.ImportKeyword)
          report(pkg, 'the whole module (dynamic import())', node);
        else if (ts.isIdentifier(node.expression) && node.expression.text === 'require')
          report(pkg, 'the whole module (require())', node);
      }
    }
    ts.forEachChild(node, visit);
  };

  const checkImportClause = (pkg, node) => {
    const clause = node.importClause;
    if (!clause) return report(pkg, 'the module for its side effects (import only)', node);
    if (clause.phaseModifier === ts.SyntaxKind.TypeKeyword) return;
    if (clause.name) report(pkg, 'the default export', clause.name);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings))
      report(pkg, 'the whole module (import * as)', bindings);
    else if (bindings) checkNames(pkg, bindings.elements);
  };

  visit(file);
  return problems;
}
