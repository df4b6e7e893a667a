import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { LANGUAGES } from '../../features/language/languages';
import { FAILED_START_TEXTS, type FailedStartText } from '../inline/report-failed-start';
import { compileCatalogue } from '../../../build/po-transform.cjs';

/** The failed-start message in every language, from each one's page catalogue. */
export const failedStartTexts = (root: string): Record<string, FailedStartText> =>
  Object.fromEntries(
    LANGUAGES.map((language) => {
      const file = path.join(root, 'src/features/language/catalogues', language, 'page.po');
      const i18n = setupI18n({
        locale: language,
        messages: { [language]: compileCatalogue(readFileSync(file, 'utf8')) },
      });
      const text: FailedStartText = {
        message: i18n._(FAILED_START_TEXTS.message),
        action: i18n._(FAILED_START_TEXTS.action),
      };
      return [language, text];
    }),
  );
