/** Names that stay as they are in every edition: the tables the rules are named after, and the Low German card names. */
export const names = {
  'variant.bohmstedt': 'Bohmstedt',
  'variant.hattstedt': 'Hattstedt',
  'variant.bernhard1924': '1924 (Bernhard)',
  'variant.gruenberg1938': '1938 (Grünberg)',
  'variant.karnoeffel': 'Karnöffel',
  'variant.karniffel': 'Karniffel',
  'variant.kaiserspiel': 'Kaiserspiel',
  'ole.de-beste': 'de Beste',
  'ole.de-wage': 'de Wage',
  'ole.de-dulle': 'de Dulle',
  'ole.harten-ol': 'Hartenool',
  'ole.ruten-ol': 'Rutenool',
  'beater.paas': 'Paas',
  'beater.twist': 'Twist',
  'beater.drist': 'Drist',
  'beater.veerhack': 'Veerhack',
} as const satisfies Record<string, string>;
