import path from 'node:path';

const SERVER_SRC = path.join(import.meta.dirname, '../apps/server/src');

/**
 * Where a server file sits: a module or an engine (by its folder), platform/, or the composition
 * files at the top (app.ts, main.ts, jobs.ts …). Null outside apps/server/src.
 */
function areaOf(file) {
  const relative = path.relative(SERVER_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name, ...rest] = relative.split(path.sep);
  if ((top === 'modules' || top === 'engines') && rest.length > 0) {
    return { kind: top, name, publicFile: rest.length === 1 && /^index\.(js|ts)$/.test(rest[0]) };
  }
  return { kind: top === 'platform' ? 'platform' : 'composition', name: null, publicFile: false };
}

/**
 * House rule 1 on the server. A module or an engine is used from outside only through its
 * public file (its index.ts): no other module reaches its repository, views or helpers. Engines
 * (pure code behind ports) never import the HTTP modules, and platform/ imports neither.
 */
export const serverBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      notPublic:
        "'{{source}}' reaches inside {{kind}}/{{name}}: import its public file ({{kind}}/{{name}}/index.js) instead.",
      platformImports:
        "'{{source}}': platform/ never imports {{kind}}/; pass what it needs in from the composition (app.ts, services.ts).",
      engineImportsModule:
        "'{{source}}': an engine never imports a module; the module calls the engine through its port.",
    },
  },
  create(context) {
    const own = areaOf(context.filename);
    if (!own) return {};
    function check(node) {
      const source = node?.type === 'Literal' ? node.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = areaOf(path.resolve(path.dirname(context.filename), source));
      if (!target || (target.kind !== 'modules' && target.kind !== 'engines')) return;
      const data = { source, kind: target.kind, name: target.name };
      if (own.kind === 'platform') {
        context.report({ node, messageId: 'platformImports', data });
      } else if (own.kind === 'engines' && target.kind === 'modules') {
        context.report({ node, messageId: 'engineImportsModule', data });
      } else if (!(own.kind === target.kind && own.name === target.name) && !target.publicFile) {
        context.report({ node, messageId: 'notPublic', data });
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
