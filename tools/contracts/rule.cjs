// The versioning rule for the @backoffice/* libraries, graded as a remote (the consumer) sees a change: whatever a
// remote built against the previous version still compiles and runs with needs a minor bump, whatever may break it a
// major one, and the checked-in API report must match the sources. Pure functions, unit-tested in rule.spec.cjs.
//
// Each export is recorded by surface.cjs as text: "type <shape>", "value <type>" or "type <shape> & value <type>".
// A changed export is graded by parsing both texts with TypeScript's parser (as `type __T = <text>`) and comparing:
// - an exported type (interfaces, props, options: what remotes build and pass in) and a function's parameters are
//   inputs: accepting more is minor (an optional member or a union member added, a member or parameter made
//   optional), accepting less is major (a member or union member removed, a required member added, an optional
//   member or parameter made required);
// - a value (a constant, an object, what a function returns) is an output, graded the other way round: giving more
//   certainty is minor (a member added, a union member removed), giving something remotes do not expect is major
//   (a member removed, a union member added, a member made optional);
// - a function remotes call may take a new optional trailing parameter (minor), not a new required one (major);
//   a callback remotes pass in is graded the other way round (a parameter it receives is an output);
// - a value export that became type-only, or a type that is no longer exported, is major;
// - anything else the rule cannot classify (another type, a type recorded only as a digest, changed type parameters…)
//   stays major, and the message says what changed.
// Direction is a simplification: an exported type that remotes only read (e.g. a store's state) would want the output
// rules; the rule does not know how each type is used and grades every exported type as an input.
const semver = require('semver');
const ts = require('typescript');

const LEVELS = ['none', 'patch', 'minor', 'major'];
const worst = (levels) => levels.reduce((a, b) => (LEVELS.indexOf(b) > LEVELS.indexOf(a) ? b : a), 'none');

/** A finding about one changed export: its level and a sentence saying what changed (and, when major, why). */
const finding = (level, what) => ({ level, what });
/** Shortened text of a type, to quote in a message. */
const quote = (text) => `\`${text.length > 70 ? `${text.slice(0, 69)}…` : text}\``;
const at = (where, part) => (where ? `${where} › ${part}` : part);
const cannotGrade = (where, was, is) =>
  finding('major', `${where} changed from ${quote(was)} to ${quote(is)}: not a change the rule can grade as compatible, so major to be safe`);

/** surface.cjs keeps texts over 300 characters as a prefix and a digest: the rule cannot see what changed in them. */
const DIGEST = /… sha256:[0-9a-f]+ \(\d+ chars\)$/;

/** "type X", "value Y" or "type X & value Y" → { type, value } (undefined for the missing part), null when neither. */
function splitExport(text) {
  if (text.startsWith('value ')) return { type: undefined, value: text.slice('value '.length) };
  if (!text.startsWith('type ')) return null;
  const join = text.indexOf(' & value ');
  if (join === -1) return { type: text.slice('type '.length), value: undefined };
  return { type: text.slice('type '.length, join), value: text.slice(join + ' & value '.length) };
}

/** A recorded type text as a TypeScript type node (null when it does not parse as one type). */
function parseType(text) {
  const source = ts.createSourceFile('export.ts', `type __T = ${text};`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const [statement] = source.statements;
  if (source.parseDiagnostics.length > 0 || source.statements.length !== 1 || !ts.isTypeAliasDeclaration(statement)) return null;
  return statement.type;
}

const unwrap = (node) => (node && ts.isParenthesizedTypeNode(node) ? unwrap(node.type) : node);
const textOf = (node) => unwrap(node).getText();
const isUndefined = (node) => node.kind === ts.SyntaxKind.UndefinedKeyword;
/** The members of a union (one member for any other type); `undefined` left out for an optional member or parameter. */
const unionParts = (node, optional) =>
  (ts.isUnionTypeNode(unwrap(node)) ? unwrap(node).types.map(unwrap) : [unwrap(node)]).filter((part) => !(optional && isUndefined(part)));
const isCallable = (node) => ts.isFunctionTypeNode(node) || ts.isMethodSignature(node) || ts.isCallSignatureDeclaration(node);
const flip = (direction) => (direction === 'in' ? 'out' : 'in');

/**
 * Findings between two type nodes. `direction` is "in" (what remotes pass to the library) or "out" (what they get
 * from it); `optional` when the nodes are the types of an optional member or parameter (`| undefined` is its optionality).
 */
function compareTypes(was, is, direction, where, optional = false) {
  const before = unionParts(was, optional);
  const after = unionParts(is, optional);
  if (before.length === 1 && after.length === 1) {
    const [a, b] = [before[0], after[0]];
    if (a.getText() === b.getText()) return [];
    if (ts.isTypeLiteralNode(a) && ts.isTypeLiteralNode(b)) return compareMembers(a, b, direction, where);
    if (ts.isFunctionTypeNode(a) && ts.isFunctionTypeNode(b)) return compareSignatures(a, b, direction, where);
    return [cannotGrade(where || 'the type', a.getText(), b.getText())];
  }
  // Unions: compare the sets of members (their order in the recorded text carries no meaning).
  const beforeTexts = new Set(before.map((node) => node.getText()));
  const afterTexts = new Set(after.map((node) => node.getText()));
  const removed = [...beforeTexts].filter((text) => !afterTexts.has(text));
  const added = [...afterTexts].filter((text) => !beforeTexts.has(text));
  const what = where || 'the type';
  const findings = [];
  for (const text of removed) {
    findings.push(direction === 'in'
      ? finding('major', `${what} no longer accepts ${quote(text)} (union member removed: remotes that pass it break)`)
      : finding('minor', `${what} is never ${quote(text)} now (union member removed)`));
  }
  for (const text of added) {
    findings.push(direction === 'in'
      ? finding('minor', `${what} accepts ${quote(text)} too (union member added)`)
      : finding('major', `${what} may now be ${quote(text)} (union member added: remotes do not expect it)`));
  }
  return findings;
}

/** How a member or parameter is named in the maps compared below: its name, else (index or call signatures) its text. */
function memberKey(member) {
  if (ts.isIndexSignatureDeclaration(member)) return `[${member.parameters.map((p) => p.getText()).join(', ')}]`;
  if (member.name && !ts.isComputedPropertyName(member.name)) return member.name.getText();
  return member.getText();
}

/** Findings for an optional member or parameter made required, or the reverse. */
function compareOptionality(wasOptional, isOptional, direction, what) {
  if (wasOptional === isOptional) return [];
  if (wasOptional) {
    return [direction === 'in'
      ? finding('major', `${what} made required (remotes that leave it out break)`)
      : finding('minor', `${what} is always there now (made required)`)];
  }
  return [direction === 'in'
    ? finding('minor', `${what} made optional`)
    : finding('major', `${what} made optional (remotes that read it may get undefined)`)];
}

/** Findings between two object types (`{ a: string; b?: number }`): members by name. */
function compareMembers(was, is, direction, where) {
  const before = new Map(was.members.map((member) => [memberKey(member), member]));
  const after = new Map(is.members.map((member) => [memberKey(member), member]));
  const findings = [];
  for (const [key, a] of before) {
    const what = at(where, `member \`${key}\``);
    const b = after.get(key);
    if (!b) {
      findings.push(finding('major', `${what} removed (remotes that use it break)`));
      continue;
    }
    if (a.getText() === b.getText()) continue;
    const readonly = (member) => Boolean(member.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword));
    if (a.kind !== b.kind || readonly(a) !== readonly(b)) {
      findings.push(cannotGrade(what, a.getText(), b.getText()));
      continue;
    }
    const [wasOptional, isOptional] = [Boolean(a.questionToken), Boolean(b.questionToken)];
    findings.push(...compareOptionality(wasOptional, isOptional, direction, what));
    if (isCallable(a)) findings.push(...compareSignatures(a, b, direction, what));
    else if (a.type && b.type) findings.push(...compareTypes(a.type, b.type, direction, what, wasOptional || isOptional));
    else findings.push(cannotGrade(what, a.getText(), b.getText()));
  }
  for (const [key, b] of after) {
    if (before.has(key)) continue;
    const what = at(where, `member \`${key}\``);
    if (direction === 'out') findings.push(finding('minor', `${what} added`));
    else if (b.questionToken) findings.push(finding('minor', `${what} added (optional)`));
    else findings.push(finding('major', `${what} added, required (remotes that build this type without it break)`));
  }
  return findings;
}

/**
 * Findings between two function types. `direction` is the function's own: "out" for a function remotes call (its
 * parameters are inputs), "in" for a callback remotes pass in (its parameters are outputs). Parameter names are not
 * part of the contract: parameters are compared by position.
 */
function compareSignatures(was, is, direction, where) {
  const typeParameters = (node) => (node.typeParameters ?? []).map((p) => p.getText()).join(', ');
  if (typeParameters(was) !== typeParameters(is)) return [cannotGrade(at(where, 'type parameters'), `<${typeParameters(was)}>`, `<${typeParameters(is)}>`)];
  const findings = [];
  const inputs = flip(direction);
  const optional = (p) => Boolean(p.questionToken || p.initializer || p.dotDotDotToken);
  const count = Math.max(was.parameters.length, is.parameters.length);
  for (let i = 0; i < count; i += 1) {
    const [a, b] = [was.parameters[i], is.parameters[i]];
    const parameter = at(where, `parameter ${i + 1}${b ?? a ? ` (${(b ?? a).name.getText()})` : ''}`);
    if (a && b) {
      if (Boolean(a.dotDotDotToken) !== Boolean(b.dotDotDotToken) || !a.type || !b.type) {
        findings.push(cannotGrade(parameter, a.getText(), b.getText()));
        continue;
      }
      findings.push(...compareOptionality(optional(a), optional(b), inputs, parameter));
      findings.push(...compareTypes(a.type, b.type, inputs, parameter, optional(a) || optional(b)));
    } else if (b) {
      // A function remotes call: a new optional trailing parameter is minor (old calls still fit), a required one is
      // major. A callback remotes pass in: it may ignore a new parameter, minor either way.
      if (direction === 'in' || optional(b)) findings.push(finding('minor', `${parameter} added${optional(b) ? ' (optional)' : ''}`));
      else findings.push(finding('major', `${parameter} added, required (remotes that call it without it break)`));
    } else {
      findings.push(finding('major', `${parameter} removed (${direction === 'out' ? 'remotes that pass it' : 'callbacks remotes pass in that read it'} break)`));
    }
  }
  if (was.type && is.type) findings.push(...compareTypes(was.type, is.type, direction, at(where, 'return type')));
  else if (Boolean(was.type) !== Boolean(is.type)) findings.push(cannotGrade(at(where, 'return type'), was.type?.getText() ?? '(none)', is.type?.getText() ?? '(none)'));
  return findings;
}

/** Findings between two recorded types of one part (type or value) of an export. */
function compareTexts(was, is, direction, where) {
  if (was === is) return [];
  if (DIGEST.test(was) || DIGEST.test(is)) {
    return [finding('major', `${where} changed, but it is recorded only as a digest (its text is too long): the rule cannot see what changed, so major to be safe`)];
  }
  const [a, b] = [parseType(was), parseType(is)];
  if (!a || !b) return [cannotGrade(where, was, is)];
  return compareTypes(a, b, direction, where === 'its type' || where === 'its value' ? '' : where);
}

/**
 * How a remote sees the change of one export between two recorded texts: { level, findings }, level "none" when the
 * text changed in a way no remote can see (parameter names, the order of a union's members).
 */
function gradeChange(before, after) {
  if (before === after) return { level: 'none', findings: [] };
  const was = splitExport(before);
  const is = splitExport(after);
  if (!was || !is || DIGEST.test(before) || DIGEST.test(after)) {
    const findings = [finding('major', 'changed, but it is recorded only as a digest (its text is too long): the rule cannot see what changed, so major to be safe')];
    return { level: 'major', findings };
  }
  const findings = [];
  if (was.value !== undefined && is.value === undefined) findings.push(finding('major', 'it is type-only now (remotes that use its value get undefined at run time)'));
  else if (was.value === undefined && is.value !== undefined) findings.push(finding('minor', 'it is a value now too'));
  else if (was.value !== is.value) findings.push(...compareTexts(was.value, is.value, 'out', 'its value'));
  if (was.type !== undefined && is.type === undefined) findings.push(finding('major', 'it no longer names a type (remotes that use it as a type break)'));
  else if (was.type === undefined && is.type !== undefined) findings.push(finding('minor', 'it names a type now too'));
  else if (was.type !== is.type) findings.push(...compareTexts(was.type, is.type, 'in', 'its type'));
  return { level: worst(findings.map((f) => f.level)), findings };
}

/**
 * What changed between two surfaces ({ entry: { name: type } }), each as "entry › name"; each changed export with
 * its grade: { label, level, findings }.
 */
function compareSurfaces(before, after) {
  const added = [];
  const removed = [];
  const changed = [];
  const entries = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const entry of [...entries].sort()) {
    const was = before[entry] ?? {};
    const is = after[entry] ?? {};
    const label = (name) => `${entry} › ${name}`;
    for (const name of Object.keys(was)) {
      if (!Object.hasOwn(is, name)) removed.push(label(name));
      else if (was[name] !== is[name]) changed.push({ label: label(name), ...gradeChange(was[name], is[name]) });
    }
    for (const name of Object.keys(is)) if (!Object.hasOwn(was, name)) added.push(label(name));
  }
  return { added, removed, changed };
}

/**
 * The bump a change needs: major for a removed export or a breaking change (remotes built before may break), minor
 * for an added export or a compatible change, none when nothing a remote can see changed.
 */
function requiredBump({ added, removed, changed }) {
  if (removed.length > 0) return 'major';
  // A change given without its grade (a bare label) is one the rule knows nothing about: major.
  const levels = changed.map((change) => (typeof change === 'string' ? 'major' : change.level));
  return worst([...levels, added.length > 0 ? 'minor' : 'none']);
}

/** The bump made between two versions ("none" when equal, "downgrade" when lower). */
function madeBump(from, to) {
  if (semver.eq(from, to)) return 'none';
  if (semver.lt(to, from)) return 'downgrade';
  return semver.major(to) > semver.major(from) ? 'major' : semver.minor(to) > semver.minor(from) ? 'minor' : 'patch';
}

const listed = (title, names) => (names.length > 0 ? [`  ${title}: ${names.slice(0, 8).join(', ')}${names.length > 8 ? ` … (${names.length})` : ''}`] : []);

/** One line per changed export at the given level: what changed in it at that level (why it needs that bump). */
function listedChanges(title, changes) {
  const lines = changes.slice(0, 8).map((change) => {
    const why = change.findings.filter((f) => f.level === change.level).map((f) => f.what);
    return `  ${title}: ${change.label}${why.length > 0 ? ` — ${why.slice(0, 3).join('; ')}${why.length > 3 ? ` … (${why.length})` : ''}` : ''}`;
  });
  return changes.length > 8 ? [...lines, `  … and ${changes.length - 8} more ${title}`] : lines;
}

function details(diff) {
  const graded = diff.changed.map((change) => (typeof change === 'string' ? { label: change, level: 'major', findings: [] } : change));
  return [
    ...listed('removed', diff.removed),
    ...listedChanges('breaking change', graded.filter((c) => c.level === 'major')),
    ...listedChanges('compatible change', graded.filter((c) => c.level === 'minor')),
    ...listed('added', diff.added),
    ...listed('changed with nothing a remote can see (no bump)', graded.filter((c) => c.level === 'none').map((c) => c.label)),
  ];
}

/**
 * Checks one library against its report. Returns { ok, writable, message }: `writable` when the report may be
 * rewritten from the sources (the version was bumped enough, or nothing but the report is behind).
 * @param {{ name: string, version: string, reportFile: string, packageFile: string, report: { version: string, entries: object } | null, surface: object }} input
 */
function checkLibrary({ name, version, reportFile, packageFile, report, surface }) {
  const update = `run \`npm run api-report\` to update ${reportFile}`;
  if (!semver.valid(version)) return { ok: false, writable: false, message: `${name}: ${packageFile} has no valid semver version ("${version}").` };
  if (!report) return { ok: false, writable: true, message: `${name}: no API report yet — ${update}.` };
  const diff = compareSurfaces(report.entries, surface);
  const needed = requiredBump(diff);
  const made = madeBump(report.version, version);
  const unchanged = diff.added.length + diff.removed.length + diff.changed.length === 0;
  if (made === 'downgrade') {
    return { ok: false, writable: false, message: `${name}: ${packageFile} says ${version}, lower than the report's ${report.version}: versions only go up.` };
  }
  if (needed === 'none') {
    if (made === 'none' && unchanged) return { ok: true, writable: false, message: '' };
    if (unchanged) return { ok: false, writable: true, message: `${name}: version ${version} is not recorded in the report (${report.version}) — ${update}.` };
    return { ok: false, writable: true, message: [`${name}: the report is behind the sources (no version bump needed) — ${update}.`, ...details(diff)].join('\n') };
  }
  if (LEVELS.indexOf(made) < LEVELS.indexOf(needed)) {
    const next = semver.inc(report.version, needed);
    const why = needed === 'major'
      ? 'A removed export or a breaking change (remotes built against the previous version may break)'
      : 'An added export or a compatible change (remotes built before keep working)';
    return {
      ok: false,
      writable: false,
      message: [
        `${name}: its public surface changed without a ${needed} version bump (${reportFile} records ${report.version}, ${packageFile} says ${version}).`,
        ...details(diff),
        `  ${why} needs a ${needed} bump: set "version": "${next}" in ${packageFile}, then ${update}.`,
      ].join('\n'),
    };
  }
  return { ok: false, writable: true, message: [`${name}: the report is behind the sources (version ${version}) — ${update}.`, ...details(diff)].join('\n') };
}

module.exports = { compareSurfaces, gradeChange, requiredBump, madeBump, checkLibrary };
