/** The toolkit lesson authors use in MDX: one component per thing the reader sees. */
export { default as Aside } from './Aside.astro';
export { default as Card } from './Card.astro';
export { default as CardRoles } from './CardRoles.astro';
export { default as Cite } from './Cite.astro';
export { default as DealWalkthrough } from './DealWalkthrough.astro';
export { default as Drill } from './Drill.astro';
export { default as Phrasebook } from './Phrasebook.astro';
export { default as RoleTable } from './RoleTable.astro';
export { default as Ruling } from './Ruling.astro';
export { default as StakesCalculator } from './StakesCalculator.astro';
export { default as Term } from './Term.astro';
export { default as TrickDemo } from './TrickDemo.astro';
