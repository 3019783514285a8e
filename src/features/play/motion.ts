/**
 * The table's feel: a card laid slides in from its seat's side of the table, and a taken trick's cards slide off to
 * their taker when the next trick is led. Short (at most 250 ms), Svelte transitions (run by the Web Animations API, so
 * the strict CSP holds); with `prefers-reduced-motion: reduce` each is a 120 ms fade and nothing moves.
 */
import { cubicOut } from 'svelte/easing';
import type { TransitionConfig } from 'svelte/transition';
import type { Seat } from '../../rules/index.ts';

export const LAY_MS = 200;
export const TAKE_MS = 250;
export const FADE_MS = 120;

/** Where each seat sits, as a step across the table: South below, West left, North above, East right. */
const PLACE: Record<Seat, readonly [number, number]> = { 0: [0, 1], 1: [-1, 0], 2: [0, -1], 3: [1, 0] };
const reduced = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
const fade = (): TransitionConfig => ({ duration: FADE_MS, css: (t) => `opacity: ${t}` });

/** A card laid: from the seat's edge of the table to its place in the trick. */
export function laid(node: Element, { seat }: { seat: Seat }): TransitionConfig {
  node.classList.remove('leaving');
  if (reduced()) return fade();
  const [x, y] = PLACE[seat];
  return { duration: LAY_MS, easing: cubicOut, css: (t, u) => `transform: translate(${x * u * 1.5}em, ${y * u * 1.5}em); opacity: ${0.4 + 0.6 * t}` };
}

/** A taken trick's card, as the next trick is led: towards its taker (the taker's own card just fades), out of the flow so nothing else moves. */
export function taken(node: Element, { seat, taker }: { seat: Seat; taker: Seat | null }): TransitionConfig {
  if (node instanceof HTMLElement) {
    const { offsetTop, offsetLeft, offsetWidth } = node;
    Object.assign(node.style, { top: `${offsetTop}px`, left: `${offsetLeft}px`, width: `${offsetWidth}px` });
    node.classList.add('leaving');
  }
  if (reduced() || taker === null || taker === seat) return fade();
  const [x0, y0] = PLACE[seat];
  const [x1, y1] = PLACE[taker];
  return { duration: TAKE_MS, easing: cubicOut, css: (t, u) => `transform: translate(${(x1 - x0) * u * 3}em, ${(y1 - y0) * u * 3}em); opacity: ${t}` };
}
