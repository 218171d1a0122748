import { languageInfo } from '@whitelabel/core/i18n';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { demoDirections, demoLanguages, demoScreenKey, demoScreens, demoSearch, resolveDirection, type DemoState } from './demo-state.js';
import { Guide } from './Guide.js';
import type { DemoTheme } from './themes.js';
import * as styles from './ThemeDemo.css.js';

/** Wraps a name in Unicode isolates, so a Latin theme or merchant name keeps its order inside a right-to-left sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

export interface ThemeDemoProps {
  themes: readonly DemoTheme[];
  state: DemoState;
  onChange: (state: DemoState) => void;
}

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  lang,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  label: (option: T) => string;
  /** Language of each option's label, when it is written in its own language. */
  lang?: (option: T) => string;
  onChange: (option: T) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option} lang={lang?.(option)}>
            <input type="radio" className={styles.radio} name={name} value={option} checked={option === value} onChange={() => onChange(option)} />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Every merchant theme side by side: one 360 px frame per theme showing the chosen composed screen
 * in the chosen language and direction, and the guide to adding a merchant.
 */
export function ThemeDemo({ themes, state, onChange }: ThemeDemoProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const screenName = t(demoScreenKey(state.screen));
  const direction = resolveDirection(state);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('demo.title')}</h1>
        <p className={styles.lead}>{t('demo.intro')}</p>
        <p className={styles.lead}>
          <a href={`?view=studio&lang=${state.language}`}>{t('demo.studio.open')}</a>
        </p>
      </header>
      <form className={styles.controls} aria-label={t('demo.controls')} onSubmit={(event) => event.preventDefault()}>
        <Choice
          legend={t('demo.screen')}
          name="screen"
          options={demoScreens}
          value={state.screen}
          label={(screen) => t(demoScreenKey(screen))}
          onChange={(screen) => onChange({ ...state, screen })}
        />
        <Choice
          legend={t('demo.language')}
          name="language"
          options={demoLanguages}
          value={state.language}
          label={(code) => languageInfo(code).nativeName}
          lang={(code) => languageInfo(code).tag}
          onChange={(language) => onChange({ ...state, language })}
        />
        <Choice
          legend={t('demo.direction')}
          name="direction"
          options={demoDirections}
          value={state.direction}
          label={(option) => t(`demo.directions.${option}`)}
          onChange={(option) => onChange({ ...state, direction: option })}
        />
      </form>
      <div className={styles.frames}>
        {themes.map((theme) => {
          const headingId = `${idPrefix}-${theme.id}`;
          return (
            <section key={theme.id} className={styles.frameColumn} aria-labelledby={headingId} data-theme={theme.id}>
              <h2 id={headingId} className={styles.frameTitle}>
                {t('demo.frame', { theme: isolate(theme.name) })}
              </h2>
              <p className={styles.frameNote}>
                {theme.merchants.length > 0
                  ? t('demo.usedBy', { merchants: isolate(theme.merchants.map((merchant) => merchant.name).join(', ')) })
                  : t('demo.unused')}
              </p>
              <iframe
                className={styles.frame}
                title={t('demo.frameTitle', { screen: screenName, theme: isolate(theme.name) })}
                src={demoSearch(state, theme.id)}
                data-dir={direction}
              />
            </section>
          );
        })}
      </div>
      <Guide merchants={themes.flatMap((theme) => theme.merchants.map((merchant) => merchant.code)).sort()} />
    </div>
  );
}
