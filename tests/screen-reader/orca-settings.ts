// Orca's user-settings.conf for the suite: Orca's defaults, except what would make a transcript depend on the
// machine or on timing. A listener's own settings vary; these keep what the page says, said once.

const overrides = {
  // The silent stand-in (orca/silent_speech.py) instead of speech-dispatcher, which needs an audio device.
  speechServerFactory: 'silent_speech',
  speechServerInfo: null,
  // No braille display here: without this Orca retries BrlAPI every few seconds.
  enableBraille: false,
  // Key names echoed as they are typed say what the suite pressed, not what the page said.
  enableKeyEcho: false,
  // Reading the whole page on load ends wherever the next key interrupts it; the summary (landmarks, headings)
  // is what a listener hears first and is kept.
  sayAllOnLoad: false,
  pageSummaryOnLoad: true,
};

export const orcaSettings = {
  general: { ...overrides, firstStart: false, startingProfile: ['Default', 'default'] },
  profiles: { default: { profile: ['Default', 'default'], ...overrides, pronunciations: {}, keybindings: {} } },
  pronunciations: {},
  keybindings: {},
};
