/**
 * For component tests under jsdom, which has no Web Animations API: Svelte's transitions (the table's motion.ts) call
 * `element.animate`; here every animation finishes at once. Import it before rendering a component with transitions.
 */
if (typeof Element !== 'undefined' && typeof Element.prototype.animate !== 'function') {
  Element.prototype.animate = function () {
    const animation = { onfinish: null as null | (() => void), cancel() {}, play() {}, pause() {}, reverse() {}, currentTime: 0, finished: Promise.resolve() };
    queueMicrotask(() => animation.onfinish?.());
    return animation as unknown as Animation;
  };
}
export {};
