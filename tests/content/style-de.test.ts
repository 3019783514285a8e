import { describe, expect, it } from 'vitest';
import { forbiddenRules, germanText, styleHits } from '../../scripts/style-de.mjs';
import { de } from '../../src/i18n/de.ts';
import { deSite } from '../../src/i18n/de-site.ts';
import { choose, type PageMessage as Message, type Params } from '../../src/i18n/message.ts';

/**
 * The check behind tests/e2e/style-de.spec.ts, on pages made up here: it fails on a planted forbidden form, reads only
 * what a German reader meets, and its patterns (content/style/de-forbidden.json) leave alone what the style sheet allows.
 */
const rules = forbiddenRules();
const page = (body: string) => `<!doctype html><html lang="de"><head><title>Seite</title><style>.x{}</style></head><body>${body}</body></html>`;
const hits = (body: string) => styleHits(page(body), rules).map((h) => `${h.rule}: ${h.text}`);
/** The rules a sentence breaks, by id. */
const broken = (sentence: string) => [...new Set(styleHits(page(`<p>${sentence}</p>`), rules).map((h) => h.rule))];

describe('the German style check of a built page', () => {
  it('finds a planted forbidden form and names the rule and the text', () => {
    expect(hits('<main><p>West spielt Karo Bube aus.</p></main>')).toEqual(['card-name-space: Karo Bube']);
    expect(styleHits(page('<p>Das ist ein Dreher.</p>'), rules)[0]).toMatchObject({ rule: 'dreher', text: 'Dreher', use: expect.any(String) });
  });

  it('reads the title and the body, screen-reader text included, not scripts or styles', () => {
    expect(germanText(page('<p>Eins <span class="sr-only">zwei</span></p><script>const Dreher = 1;</script>'))).toEqual(['Seite', 'Eins zwei']);
    expect(hits('<script>var x = "Harten Ol";</script><template><p>Harten Ol</p></template>')).toEqual([]);
    expect(hits('<button aria-label="Ruten Ol zeigen">♦9</button><img alt="Harten Ol" src="x.png">')).toEqual(['harten-ol: Ruten Ol', 'harten-ol: Harten Ol']);
  });

  it('leaves out text in another language and a spelling as a source prints it', () => {
    expect(hits('<p>Eaton schreibt <span lang="nds">Harten Ol</span> und <q data-source-spelling>abschmeissen</q>.</p>')).toEqual([]);
    expect(hits('<blockquote lang="en"><p>the Harten Ol</p></blockquote><p lang="de">Harten Ol</p>')).toEqual(['harten-ol: Harten Ol']);
  });

  it('does not join the words of two blocks', () => {
    expect(hits('<ul><li>Herz</li><li>Zwei</li></ul><table><tr><td>Pik</td><td>Acht</td></tr></table>')).toEqual([]);
    expect(hits('<p>Herz <strong>Zwei</strong></p>')).toEqual(['card-name-space: Herz Zwei']);
  });
});

describe('the forbidden forms (content/style/de-forbidden.json)', () => {
  it('catch what the style sheet forbids', () => {
    const cases: [string, string][] = [
      ['Er hat Pik Bube und Herz Zwei.', 'card-name-space'],
      ['die Ruten Ol', 'harten-ol'],
      ['Wer läuft weg?', 'weglaufen'],
      ['Angenommene Dreher', 'dreher'],
      ['eine Redewendung', 'redewendung'],
      ['diese Variante', 'variante'],
      ['die Regeln des Karnöffel', 'karnoeffel-genitive'],
      ['der Schweizer Karnöffel', 'karnoeffel-masculine'],
      ['Der Karnöffel ist ein altes Kartenspiel.', 'karnoeffel-masculine'],
      ['der Wydli sticht', 'wydli-gender'],
      ['Wir schmeissen ab', 'schmeissen'],
      ['eine Karte dazugeben', 'dazugeben'],
      ['Die Dame fällt gegen den König.', 'faellt-gegen'],
      ['Osts ♥K', 'seat-genitive'],
      ['ein Jann (100 Cent)', 'many-cents'],
      ['1 Euro', 'euro-word'],
      ['€1.20', 'euro-before'],
      ['etwa 1.3 Stiche', 'decimal-point'],
      ['kostete 6 Pfennig', 'pfennig-amount'],
      ['gewinnt 0-mal von 100', 'mal-von-100'],
      ['im Durchgang', 'durchgang'],
      ['Der Ausspieler darf jede Karte spielen.', 'ausspieler-person'],
      ['Eure Seite gewinnt.', 'seite-partei'],
      ['die Gegenseite', 'seite-partei'],
      ['Spielt eine Seite auf den Durchmarsch weiter', 'seite-partei'],
      ['Euer Paar macht den Stich.', 'paar-partei'],
      ['keine Pflicht, einen Steker zu spielen', 'stichzwang'],
      ['er heißt "Dulle"', 'quotes-straight'],
      ['er heißt “Dulle”', 'quotes-english'],
      ['Ost - und nicht West - sticht', 'dash'],
      ['Der Geber deckt ♠J auf.', 'card-letter-english'],
      ['die ♥Q und der ♦J', 'card-letter-english'],
      ['In allen zwei Reihenfolgen gewinnt dieselbe Karte.', 'alle-zwei'],
      ['Der ♥B von Geber macht den Stich.', 'von-geber'],
      ['Der Jann bringt +1 €, Weiterspielen etwa −48 Cent.', 'signed-figure'],
    ];
    for (const [sentence, rule] of cases) expect(broken(sentence), sentence).toContain(rule);
  });

  it('leave alone what it allows', () => {
    for (const sentence of [
      'die Herz-Zwei, den Pik-Buben, die Laub-Neun',
      'Hartenool und Rutenool',
      'davonlaufen',
      'das Karnöffel, des Karnöffels, die Karnöffel-Familie, das Schweizer Karnöffel',
      'Ausgespielt sticht sie nur der Karnöffel, der gewählte Bube; er sticht alles außer dem Karnöffel. Wer hat den Karnöffel gespielt?',
      'das Wydli',
      'abschmeißen',
      'zugeben',
      '1 €, 1,20 €, 10 Cent, 90 Cent, 5 Pf, der Pfennig',
      'am 26.11.2026, Version 1.5.2, Abschnitt 3.2, S. 12',
      'Wer ausspielt, darf jede Karte spielen. Der Ausspieler ist eine Karte.',
      'Knüffeln ist ein Spiel für zwei Paare. Er heißt „Dulle“, sie ‚Twe‘. Ost – und nicht West – sticht; Herz- und Karo-Bube.',
      'Diese Seite erklärt das Spiel. Auf jeder Seite steht unten ein Link. Die Seite lädt.',
      'Der Geber deckt den ♠B und die ♥D auf; im Link steht JS. Das ♦Ba ist ein Banner.',
      'In beiden Reihenfolgen gewinnt dieselbe Karte. Alle zwölf Karten. Der ♥B vom Geber; von Spieler 3.',
      'eure Partei: +1 € nach einem Spiel · Ost–West: −20 Cent',
    ])
      expect(broken(sentence), sentence).toEqual([]);
  });
});

describe('the German catalog (src/i18n/de/*.ts, de-site.ts)', () => {
  it('uses the style sheet’s words in every message, also where an island builds it (pages show only some)', () => {
    /** Every parameter the same number: one and three, for the singular and the plural of a form chooser. */
    const each = (n: number) => new Proxy({}, { get: (_t, key) => (typeof key === 'string' ? n : undefined) }) as Params;
    const says = (m: Message): string[] => {
      if (typeof m === 'string') return [m];
      return [1, 3].flatMap((n) => {
        try {
          return [choose(m, each(n), 'de')];
        } catch {
          return [];
        }
      });
    };
    const found = Object.entries({ ...de, ...deSite } as Record<string, Message>).flatMap(([key, m]) =>
      says(m).flatMap((text) => rules.flatMap((r) => [...text.matchAll(r.re)].map((hit) => `${key}: ${r.id}: „${hit[0]}“ in „${text}“`))),
    );
    expect(found).toEqual([]);
  });
});
