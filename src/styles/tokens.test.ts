import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

/** The custom properties set in the first rule whose selector is exactly `selector`. */
function block(selector: string): Record<string, string> {
  const at = css.indexOf(`${selector} {`);
  expect(at, `a rule for ${selector}`).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf('{', at) + 1, css.indexOf('}', at));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const light = block(':root');
const dark = block(":root[data-theme='dark']");
const darkByDevice = block(":root:not([data-theme='light'])");
const colourTokens = Object.keys(light).filter((k) => light[k]!.startsWith('#'));

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('design tokens', () => {
  it('give every colour a dark value, the same whether the reader or the device chose dark', () => {
    expect(colourTokens.length).toBeGreaterThan(15);
    expect(Object.keys(dark).sort()).toEqual(colourTokens.sort());
    expect(darkByDevice).toEqual(dark);
  });

  const texts = ['--ink', '--ink-soft', '--accent', '--suit-C', '--suit-S', '--suit-H', '--suit-D', '--suit-C4', '--suit-D4', '--error-line'];
  const grounds = ['--paper', '--paper-deep', '--surface', '--win-bg', '--warn-bg', '--error-bg'];
  for (const [name, theme] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it(`keep text at 4.5:1 or more on every ground in the ${name} theme`, () => {
      const low: string[] = [];
      for (const t of texts)
        for (const g of grounds) if (contrast(theme[t]!, theme[g]!) < 4.5) low.push(`${t} on ${g}: ${contrast(theme[t]!, theme[g]!).toFixed(2)}`);
      if (contrast(theme['--accent-ink']!, theme['--accent']!) < 4.5) low.push('--accent-ink on --accent');
      expect(low).toEqual([]);
    });
    it(`keep the focus ring and box lines visible in the ${name} theme`, () => {
      for (const g of ['--paper', '--surface']) {
        expect(contrast(theme['--focus']!, theme[g]!)).toBeGreaterThanOrEqual(3);
        expect(contrast(theme['--warn-line']!, theme[g]!)).toBeGreaterThanOrEqual(3);
      }
    });
  }

  it('keep hearts and diamonds red in the dark theme', () => {
    for (const s of ['--suit-H', '--suit-D']) {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(dark[s]!.slice(i, i + 2), 16));
      expect(r).toBeGreaterThan(2 * Math.max(g!, b!) * 0.8);
    }
  });
});
