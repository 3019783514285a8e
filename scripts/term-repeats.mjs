// Markdown (Sätteri) plugin for the lessons: a <Term id> already used earlier in the same section (between two
// h2 headings) gets a `repeat` attribute, so Term.astro draws it as a plain glossary link, not another popover.

/** @param {any} node @param {(node: any) => void} visit */
function walk(node, visit) {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** @type {import('satteri').MdastPluginDefinition} */
export const termRepeats = {
  name: 'term-repeats',
  before(root, ctx) {
    let seen = new Set();
    walk(root, (node) => {
      if (node.type === 'heading' && node.depth <= 2) seen = new Set();
      if ((node.type !== 'mdxJsxTextElement' && node.type !== 'mdxJsxFlowElement') || node.name !== 'Term') return;
      const id = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
      if (typeof id !== 'string') return;
      if (!seen.has(id)) return seen.add(id);
      const attributes = [...node.attributes.map((a) => ({ ...a })), { type: 'mdxJsxAttribute', name: 'repeat', value: null }];
      ctx.replaceNode(node, { type: node.type, name: node.name, attributes, children: [...node.children] });
    });
  },
};
