import { languages, type LanguageCode } from '@whitelabel/core/i18n';
import type { ThemeTokens } from '@whitelabel/ui/theme';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  colourHex,
  editableTokens,
  fontChoiceOf,
  fontChoices,
  languagesWithoutFont,
  parseHex,
  parseRadius,
  parseShadow,
  parseSpace,
  withColour,
  type EditableGroup,
} from './draft.js';
import * as styles from './Studio.css.js';

/** A token's text field: what is typed stays while it is invalid, with the error beside it; a valid text edits the draft at once. */
export function TokenText({
  label,
  value,
  shown,
  parse,
  error,
  className,
  onEdit,
}: {
  label: string;
  value: string;
  /** How the draft's value reads in the field. */
  shown: string;
  /** The draft's new value for a typed text, or undefined when the text is not valid. */
  parse: (text: string) => string | undefined;
  error: string;
  className: string;
  onEdit: (value: string) => void;
}) {
  const errorId = useId();
  // What was typed, and the draft value it was typed over: a change of that value (undo, the picker) shows the draft again.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const current = typed !== null && typed.over === value ? typed : null;
  const invalid = current !== null && parse(current.text) === undefined;
  return (
    <>
      <input
        type="text"
        className={className}
        aria-label={label}
        value={current?.text ?? shown}
        spellCheck={false}
        autoComplete="off"
        dir="ltr"
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          const text = event.target.value;
          const next = parse(text);
          setTyped({ text, over: next ?? value });
          if (next !== undefined) onEdit(next);
        }}
      />
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Each length group's parser and its texts: the section's title, a field's label and the error of a wrong value. */
const lengthGroups = {
  radius: { parse: parseRadius, title: 'demo.studio.radii', label: 'demo.studio.radius', error: 'demo.studio.invalidRadius' },
  space: { parse: parseSpace, title: 'demo.studio.spacing', label: 'demo.studio.space', error: 'demo.studio.invalidSpace' },
  shadow: { parse: parseShadow, title: 'demo.studio.shadows', label: 'demo.studio.shadow', error: 'demo.studio.invalidShadow' },
} as const;

type Edit = (group: EditableGroup, token: string, value: string, merge?: boolean) => void;

/** One token's row: its name as the contract writes it, then its fields. */
function TokenRow({ token, children }: { token: string; children: ReactNode }) {
  return (
    <div className={styles.tokenRow}>
      <span className={styles.tokenName} translate="no" dir="ltr">
        {token}
      </span>
      {children}
    </div>
  );
}

/** Every colour: a picker (a drag is one undo step) and a hex field, a translucent token keeping its transparency. */
export function ColourTokens({ tokens, onEdit }: { tokens: ThemeTokens; onEdit: Edit }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('demo.studio.colours')}</legend>
      {editableTokens.color.map((token) => {
        const value = tokens.color[token];
        return (
          <TokenRow key={token} token={token}>
            <input
              type="color"
              className={styles.picker}
              aria-label={t('demo.studio.picker', { token })}
              value={colourHex(value)}
              onChange={(event) => onEdit('color', token, withColour(value, event.target.value), true)}
            />
            <TokenText
              className={styles.textInput}
              label={t('demo.studio.hex', { token })}
              value={value}
              shown={colourHex(value)}
              parse={(text) => {
                const hex = parseHex(text);
                return hex === undefined ? undefined : withColour(value, hex);
              }}
              error={t('demo.studio.invalidHex')}
              onEdit={(next) => onEdit('color', token, next)}
            />
          </TokenRow>
        );
      })}
    </fieldset>
  );
}

/** The corner radii, the spacing scale or the shadows: a text field per token, each refusing what CSS would not take. */
export function LengthTokens({ group, tokens, onEdit }: { group: keyof typeof lengthGroups; tokens: ThemeTokens; onEdit: Edit }) {
  const { t } = useTranslation();
  const texts = lengthGroups[group];
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t(texts.title)}</legend>
      {editableTokens[group].map((token) => {
        const value = (tokens[group] as Record<string, string>)[token]!;
        return (
          <TokenRow key={token} token={token}>
            <TokenText
              className={group === 'shadow' ? styles.shadowInput : styles.radiusInput}
              label={t(texts.label, { token })}
              value={value}
              shown={value}
              parse={texts.parse}
              error={t(texts.error)}
              onEdit={(next) => onEdit(group, token, next)}
            />
          </TokenRow>
        );
      })}
    </fieldset>
  );
}

/**
 * The type's two families, each one of the kit's font stacks (system fonts only), with a warning naming the merchant's
 * languages whose script the chosen stack lacks (they show in the phone's default font).
 */
export function FontTokens({ tokens, languages: chosen, onEdit }: { tokens: ThemeTokens; languages: readonly LanguageCode[]; onEdit: Edit }) {
  const { t } = useTranslation();
  const ids = useId();
  const offered = languages.filter((language) => chosen.includes(language.code));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('demo.studio.fonts')}</legend>
      {editableTokens.font.map((token) => {
        const value = tokens.font[token];
        const known = fontChoiceOf(value);
        const missing = languagesWithoutFont(value, offered);
        const warningId = `${ids}-${token}`;
        return (
          <div key={token} className={styles.fontRow}>
            <label className={styles.labelled}>
              {t(token === 'body' ? 'demo.studio.fontBody' : 'demo.studio.fontNumeric')}
              <select
                className={styles.select}
                value={known ? value : ''}
                aria-describedby={missing.length > 0 ? warningId : undefined}
                onChange={(event) => onEdit('font', token, event.target.value)}
              >
                {/* A theme's own stack, not one of the kit's: shown, kept until another is chosen. */}
                {known ? null : <option value="">{t('demo.studio.fontCustom')}</option>}
                {fontChoices.map((choice) => (
                  <option key={choice.id} value={choice.stack}>
                    {t(`demo.studio.fontStacks.${choice.id}`)}
                  </option>
                ))}
              </select>
            </label>
            {missing.length > 0 ? (
              <p id={warningId} className={styles.hint}>
                {t('demo.studio.fontWarning', {
                  languages: offered
                    .filter((language) => missing.includes(language.code))
                    .map((language) => language.nativeName)
                    .join(', '),
                })}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
