// Markdown (Sätteri) plugin for the lessons and prose: citations that follow each other with nothing but a space
// between, <Cite source="bernhard-1924" /> <Cite source="eaton-2021" at="p. 3" />, become one <Cite> with both, so
// the page shows one bracket, "(Bernhard 1924; Eaton 2021, p. 3)", as the style sheet asks, not two.

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** A <Cite> whose source and place are plain strings: [source, at?]; null for anything else. @param {any} node */
function citation(node) {
  if ((node?.type !== 'mdxJsxTextElement' && node?.type !== 'mdxJsxFlowElement') || node.name !== 'Cite') return null;
  const attrs = node.attributes ?? [];
  if (attrs.some((a) => a.type !== 'mdxJsxAttribute' || !['source', 'at'].includes(a.name) || (a.value !== null && typeof a.value !== 'string'))) return null;
  const get = (/** @type {string} */ name) => attrs.find((/** @type {any} */ a) => a.name === name)?.value ?? undefined;
  const source = get('source');
  return typeof source === 'string' ? [source, ...(get('at') ? [get('at')] : [])] : null;
}

const gap = (/** @type {any} */ node) => node?.type === 'text' && /^[ \t\n]*$/.test(node.value ?? '');

/** @type {import('satteri').MdastPluginDefinition} */
export const citeRuns = {
  name: 'cite-runs',
  before(root, ctx) {
    /** @type {{ first: any, cited: string[][], drop: any[] }[]} */
    const runs = [];
    walk(root, (parent) => {
      const kids = parent.children ?? [];
      for (let i = 0; i < kids.length; i++) {
        const first = citation(kids[i]);
        if (!first) continue;
        const run = { first: kids[i], cited: [first], drop: /** @type {any[]} */ ([]) };
        let j = i + 1;
        for (;;) {
          const k = gap(kids[j]) ? j + 1 : j;
          const next = citation(kids[k]);
          if (!next) break;
          run.cited.push(next);
          run.drop.push(...kids.slice(j, k + 1));
          j = k + 1;
        }
        if (run.cited.length > 1) runs.push(run);
        i = j - 1;
      }
    });
    for (const { first, cited, drop } of runs) {
      const attributes = [
        { type: 'mdxJsxAttribute', name: 'source', value: cited[0][0] },
        { type: 'mdxJsxAttribute', name: 'cited', value: JSON.stringify(cited) },
      ];
      ctx.replaceNode(first, { type: first.type, name: 'Cite', attributes, children: [] });
      for (const node of drop) ctx.removeNode(node);
    }
  },
};
