// The public surface of each @backoffice/* library: every name its entry points export, with its declared type,
// read with the TypeScript compiler from the entries named in tsconfig.base.json (the import names apps use).
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const root = path.resolve(__dirname, '../..');
/** Entries that are not part of the contract remotes rely on (test helpers are never shared at run time). */
const PRIVATE_ENTRIES = new Set(['@backoffice/auth/testing', '@backoffice/ui/testing']);

/** The library folders under libs/, each with its package.json (name, version). */
function libraries() {
  return fs
    .readdirSync(path.join(root, 'libs'))
    .filter((dir) => fs.existsSync(path.join(root, 'libs', dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, 'libs', dir, 'package.json'), 'utf8'));
      return { dir, name: manifest.name, version: manifest.version, reportPath: path.join(root, 'libs', dir, 'api-report.json') };
    });
}

/** Import name → source file of every public entry of a library (`@backoffice/ui/rich-text` → libs/ui/src/rich-text/index.ts). */
function entriesOf(libraryName) {
  const { compilerOptions } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
  return Object.entries(compilerOptions.paths)
    .filter(([name]) => (name === libraryName || name.startsWith(`${libraryName}/`)) && !PRIVATE_ENTRIES.has(name))
    .map(([name, [file]]) => ({ name, file: path.join(root, file) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.WriteArrowStyleSignature;
/** Longer type texts (valibot schemas run to thousands of characters) are kept as a digest: a change still shows. */
const MAX_TEXT = 300;

/** A type's text without the machine's paths (`import("/work/…/libs/api/src/index").ApiBase` → `ApiBase`). */
function portable(text) {
  const plain = text.replace(/import\("[^"]+"\)\./g, '');
  if (plain.length <= MAX_TEXT) return plain;
  return `${plain.slice(0, 120)}… sha256:${crypto.createHash('sha256').update(plain).digest('hex').slice(0, 16)} (${plain.length} chars)`;
}

/** One exported symbol as text: what kind it is and its type (an interface or type alias: its members too). */
function describe(checker, symbol, at) {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const parts = [];
  if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class | ts.SymbolFlags.Enum)) {
    const declared = checker.getDeclaredTypeOfSymbol(target);
    const members = checker.getPropertiesOfType(declared).map((property) => {
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      return `${property.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(property, at), at, FORMAT)}`;
    });
    const shape = members.length > 0 && !(target.flags & ts.SymbolFlags.TypeAlias && declared.isUnion())
      ? `{ ${members.join('; ')} }`
      : checker.typeToString(declared, at, FORMAT | ts.TypeFormatFlags.InTypeAlias);
    parts.push(`type ${shape}`);
  }
  if (target.flags & ts.SymbolFlags.Value) {
    parts.push(`value ${checker.typeToString(checker.getTypeOfSymbolAtLocation(target, at), at, FORMAT)}`);
  }
  return portable(parts.join(' & '));
}

/**
 * The surface of the given libraries: { "@backoffice/ui": { "@backoffice/ui": { Button: "value …" }, "@backoffice/ui/theme": … } }.
 * One TypeScript program for all of them (the libraries import each other).
 */
function readSurfaces(libraryNames) {
  const entries = libraryNames.flatMap((library) => entriesOf(library).map((entry) => ({ ...entry, library })));
  const { compilerOptions } = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), ts.sys.readFile).config;
  const options = ts.convertCompilerOptionsFromJson({ ...compilerOptions, noEmit: true, types: [] }, root).options;
  const program = ts.createProgram([...entries.map((e) => e.file), path.join(root, 'tools/types/assets.d.ts')], options);
  const checker = program.getTypeChecker();
  const surfaces = Object.create(null);
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry.name}: ${path.relative(root, entry.file)} could not be read`);
    const names = Object.create(null);
    for (const symbol of checker.getExportsOfModule(moduleSymbol).sort((a, b) => a.name.localeCompare(b.name))) {
      names[symbol.name] = describe(checker, symbol, source);
    }
    surfaces[entry.library] ??= Object.create(null);
    surfaces[entry.library][entry.name] = names;
  }
  return surfaces;
}

module.exports = { libraries, entriesOf, readSurfaces, root };
