/** The toolkit lesson authors use in MDX: one component per thing the reader sees. */
export { default as Aside } from './Aside.astro';
export { default as Card } from './Card.astro';
export { default as Cite } from './Cite.astro';
export { default as RoleTable } from './RoleTable.astro';
export { default as Ruling } from './Ruling.astro';
export { default as Term } from './Term.astro';
