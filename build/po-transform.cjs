// A Lingui catalogue compiled with Lingui's own compiler, its ids made as the macros make them,
// where webpack's asynchronous @lingui/loader cannot run: Jest's transform, the prerender, and the
// build's inline texts. A missing translation falls back to the English source, as the loader's
// fallbackLocales does.
const PO = require('pofile');
const { compileMessage } = require('@lingui/message-utils/compileMessage');
const { generateMessageId } = require('@lingui/message-utils/generateMessageId');

/** @param {string} source a .po file's text @returns {Record<string, unknown>} its messages */
const compileCatalogue = (source) => {
  const messages = {};
  for (const item of PO.parse(source).items) {
    const explicit = item.extractedComments.includes('js-lingui-explicit-id');
    const id = explicit ? item.msgid : generateMessageId(item.msgid, item.msgctxt ?? '');
    // an explicit id is no English: without a translation, the descriptor's own message shows
    const text = item.msgstr[0] || (explicit ? '' : item.msgid);
    if (text) messages[id] = compileMessage(text);
  }
  return messages;
};

module.exports = {
  compileCatalogue,
  process: (source) => ({
    code: `module.exports = { messages: ${JSON.stringify(compileCatalogue(source))} };`,
  }),
};
