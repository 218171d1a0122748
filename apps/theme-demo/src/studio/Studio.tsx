import type { Currency } from '@whitelabel/core';
import { languages, type LanguageCode } from '@whitelabel/core/i18n';
import { extendTokens, type ThemeTokens } from '@whitelabel/ui/theme';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { merchantFolders } from 'virtual:merchant-folders';
import { demoScreenKey, demoScreens, demoSearch, type DemoScreen } from '../demo-state.js';
import { currencyOf, type DemoSiteSettings } from '../themes.js';
import {
  contrastFailures,
  contrastPairCount,
  restoreDraft,
  serialiseDraft,
  startDraft,
  studioReducer,
  themeFile,
  themeFileText,
  themeVariables,
  type EditableGroup,
  type StudioSource,
} from './draft.js';
import { folderHistory, folderZip, readFolderZip, restoreFolder, serialiseFolder, startFolder, type FolderDraft } from './folder.js';
import { FolderPanel } from './FolderPanel.js';
import { studioSavePath, type StudioSaveAnswer } from './save-path.js';
import { ColourTokens, FontTokens, LengthTokens } from './TokenFields.js';
import * as styles from './Studio.css.js';

/** Where the draft survives a reload: its theme, and the rest of its merchant folder. */
export const draftStorageKey = 'theme-demo.studio.draft';
export const folderStorageKey = 'theme-demo.studio.folder';

/** Wraps a name in Unicode isolates, so a Latin theme or merchant name keeps its order inside a right-to-left sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

function readStored(storage: Storage | undefined, key = draftStorageKey): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage refused (a private window): the studio starts afresh.
    return null;
  }
}

/**
 * The studio as a reload finds it: the draft, its folder and their undo history. A draft kept without its folder (an
 * older visit) gets the folder its source starts with, in every step.
 */
function restoreStudio(storage: Storage | undefined, sources: readonly StudioSource[], newName: (from: StudioSource) => string) {
  const storedFolder = restoreFolder(readStored(storage, folderStorageKey));
  if (storedFolder) return restoreDraft(readStored(storage), sources, { ...folderHistory, current: storedFolder });
  const draft = restoreDraft(readStored(storage), sources);
  if (!draft) return undefined;
  const folder = startFolder(draft.source, merchantFolders, newName(draft.source));
  const withFolder = (step: { tokens: ThemeTokens }) => ({ ...step, folder });
  return { ...draft, folder, past: draft.past.map(withFolder), future: draft.future.map(withFolder) };
}

/** What the draft frame shows of the folder besides its theme: its name, its uploaded logo and its site settings (FrameApp listens). */
export interface FrameBrand {
  name: string;
  logo?: string;
  site?: DemoSiteSettings;
  /** The folder's currency: a merchant started from a base theme keeps the currency its settings came with. */
  currency?: Currency;
}

/** The folder's site settings the deposit and member-centre screens show: merchant.json's deposit range, layouts and switches. */
function frameSite(folder: FolderDraft): DemoSiteSettings | undefined {
  const amounts = folder.base.amounts as { deposit?: DemoSiteSettings['deposit'] } | undefined;
  const whitelabel = folder.base.whitelabel;
  if (!amounts?.deposit || !Array.isArray(whitelabel)) return undefined;
  return { deposit: amounts.deposit, mobileTemplate: folder.mobileTemplate, whitelabel: whitelabel as string[] };
}

/**
 * One frame of the preview: a real screen of the demo, its root wearing `tokens` as the contract's variables, and
 * `brand` (the draft's name and logo) sent to it as a message.
 */
function PreviewFrame({
  heading,
  title,
  src,
  tokens,
  brand,
  pair,
  onMarked,
}: {
  heading: string;
  title: string;
  src: string;
  tokens: ThemeTokens;
  brand?: FrameBrand;
  /** A failing pair to mark on the screen, as its two colours; the frame answers how many places it marked. */
  pair?: { foreground: string; background: string } | null;
  onMarked?: (count: number) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const headingId = useId();
  const apply = () => {
    const target = frame.current?.contentWindow;
    if (brand) target?.postMessage({ type: 'studio-brand', ...brand }, location.origin);
    if (pair !== undefined) target?.postMessage({ type: 'studio-pair', ...pair }, location.origin);
    const root = frame.current?.contentDocument?.documentElement;
    if (!root) return;
    for (const [name, value] of Object.entries(themeVariables(tokens))) root.style.setProperty(name, value);
  };
  const latestApply = useRef(apply);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; count?: unknown } | null;
      if (event.source !== frame.current?.contentWindow) return;
      // A frame that loaded anew (another screen or language) asks for the draft when it listens.
      if (data?.type === 'studio-frame-ready') latestApply.current();
      if (onMarked && data?.type === 'studio-pair-marked' && typeof data.count === 'number') onMarked(data.count);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onMarked]);
  // Every edit at once, without reloading the frame; a frame that loads anew (another screen or language) gets them on load.
  useEffect(() => {
    latestApply.current = apply;
    apply();
  });
  return (
    <section className={styles.frameColumn} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.frameTitle}>
        {heading}
      </h3>
      <iframe ref={frame} className={styles.frame} title={title} src={src} onLoad={apply} />
    </section>
  );
}

export interface StudioProps {
  sources: readonly StudioSource[];
  /** The preview's first language: the page's. */
  language: LanguageCode;
  storage?: Storage;
}

/**
 * The theme studio: start from a merchant folder or a base theme, edit its colours and radii, see real screens in the
 * draft beside where it started, check every text/background pair against WCAG 2.2 AA, and download theme.json.
 */
export function Studio({ sources, language: pageLanguage, storage = globalThis.localStorage }: StudioProps) {
  const { t } = useTranslation();
  const newMerchantName = (from: StudioSource) => t('demo.studio.folder.newMerchant', { name: from.name });
  const [state, dispatch] = useReducer(studioReducer<FolderDraft>, undefined, () => {
    const restored = restoreStudio(storage, sources, newMerchantName);
    if (restored) return restored;
    const first = sources[0]!;
    return startDraft(first, first.tokens, startFolder(first, merchantFolders, newMerchantName(first)));
  });
  const [screen, setScreen] = useState<DemoScreen>('lobby');
  const [language, setLanguage] = useState(pageLanguage);
  const [importResult, setImportResult] = useState<{ key: string; values?: Record<string, string> } | null>(null);
  const ids = useId();
  const { source, tokens, folder } = state;

  useEffect(() => {
    try {
      storage?.setItem(folderStorageKey, serialiseFolder(folder));
    } catch {
      // As the theme: kept for this visit only.
    }
  }, [storage, folder]);

  useEffect(() => {
    try {
      storage?.setItem(draftStorageKey, serialiseDraft(state, folderHistory));
    } catch {
      // A full or refused storage keeps the draft for this visit only.
    }
  }, [storage, state]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const redo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      if (key !== 'z' && !redo) return;
      // The draft's history, not a text field's own: a field always shows the draft after an undo.
      event.preventDefault();
      dispatch({ type: redo ? 'redo' : 'undo' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const failures = useMemo(() => contrastFailures(tokens), [tokens]);
  // The failing pair marked on the draft's screen; a pair fixed since is no longer shown.
  const [shownPair, setShownPair] = useState<string | null>(null);
  const [marked, setMarked] = useState<number | null>(null);
  const shownFailure = failures.find((failure) => `${failure.foreground}-${failure.background}` === shownPair);
  const shown = shownFailure ? shownPair : null;
  const fileText = themeFileText({ source, tokens });
  const edit = (group: EditableGroup, token: string, value: string, merge = false) => dispatch({ type: 'edit', group, token, value, merge });
  const save = (blob: Blob, name: string) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url));
  };
  const download = () => save(new Blob([fileText], { type: 'application/json' }), 'theme.json');
  const exportFolder = () =>
    save(new Blob([folderZip(folder, themeFile({ source, tokens }), merchantFolders) as BlobPart], { type: 'application/zip' }), `${folder.code}.zip`);
  const startFrom = (next: StudioSource) => {
    dispatch({ type: 'start', source: next, folder: startFolder(next, merchantFolders, newMerchantName(next)) });
    setImportResult(null);
  };
  /** Development only: the folder written as merchants/<code>/ by the demo's dev server, replacing it when it is the one edited. */
  const saveToWorkspace = async () => {
    const replace = folder.editing === folder.code ? `?replace=${encodeURIComponent(folder.code)}` : '';
    try {
      const body = folderZip(folder, themeFile({ source, tokens }), merchantFolders) as BlobPart;
      const response = await fetch(`${studioSavePath}${replace}`, { method: 'POST', headers: { 'content-type': 'application/zip' }, body: new Blob([body]) });
      const answer = (await response.json()) as StudioSaveAnswer;
      if ('saved' in answer) {
        setImportResult({ key: 'demo.studio.folder.saved', values: { folder: answer.saved, code: answer.code } });
        // Saved, it is the folder this draft edits: saving again replaces it.
        dispatch({ type: 'patch', patch: (current) => ({ ...current, editing: answer.code }) });
      } else if (answer.error === 'taken') setImportResult({ key: 'demo.studio.folder.saveTaken', values: { code: folder.code } });
      else setImportResult({ key: 'demo.studio.folder.saveFailed', values: { reason: answer.message } });
    } catch (error) {
      setImportResult({ key: 'demo.studio.folder.saveFailed', values: { reason: error instanceof Error ? error.message : String(error) } });
    }
  };
  const importFolder = async (file: File) => {
    const read = readFolderZip(new Uint8Array(await file.arrayBuffer()), merchantFolders);
    if ('error' in read) {
      // Nothing of the current draft is lost: the refused zip changes nothing.
      setImportResult({ key: read.error, values: read.values });
      return;
    }
    const code = read.folder.code;
    const next =
      sources.find((candidate) => candidate.key === `merchant:${code}`) ?? sources.find((candidate) => candidate.key === `theme:${read.theme.extends}`);
    if (!next || next.extends !== read.theme.extends) {
      setImportResult({ key: 'demo.studio.import.unknownTheme', values: { theme: read.theme.extends } });
      return;
    }
    dispatch({ type: 'start', source: next, tokens: extendTokens(next.baseTokens, read.theme.tokens ?? {}), folder: read.folder });
    setImportResult({ key: 'demo.studio.folder.imported', values: { code, file: file.name } });
  };

  const screenName = t(demoScreenKey(screen));
  // The frame wears the base theme's class and, for a merchant, the merchant's name and currency.
  const frameSrc = `${demoSearch({ screen, language, direction: 'auto' }, source.extends)}${source.kind === 'merchant' ? `&merchant=${encodeURIComponent(source.id)}` : ''}`;
  const merchants = sources.filter((candidate) => candidate.kind === 'merchant');
  const themes = sources.filter((candidate) => candidate.kind === 'theme');

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('demo.studio.title')}</h1>
        <p className={styles.lead}>{t('demo.studio.intro')}</p>
        <p className={styles.lead}>
          <a href={`?lang=${pageLanguage}`}>{t('demo.studio.back')}</a>
        </p>
      </header>
      <main className={styles.layout}>
        <form className={styles.editor} aria-label={t('demo.studio.editor')} onSubmit={(event) => event.preventDefault()}>
          <label className={styles.labelled}>
            {t('demo.studio.start')}
            <select
              className={styles.select}
              value={source.key}
              onChange={(event) => {
                const next = sources.find((candidate) => candidate.key === event.target.value);
                if (next) startFrom(next);
              }}
            >
              <optgroup label={t('demo.studio.merchants')}>
                {merchants.map((candidate) => (
                  <option key={candidate.key} value={candidate.key}>
                    {candidate.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={t('demo.studio.baseThemes')}>
                {themes.map((candidate) => (
                  <option key={candidate.key} value={candidate.key}>
                    {candidate.name}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>

          <div className={styles.actions}>
            <button
              type="button"
              className={styles.button}
              disabled={state.past.length === 0}
              aria-keyshortcuts="Control+Z"
              onClick={() => dispatch({ type: 'undo' })}
            >
              {t('demo.studio.undo')}
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={state.future.length === 0}
              aria-keyshortcuts="Control+Shift+Z"
              onClick={() => dispatch({ type: 'redo' })}
            >
              {t('demo.studio.redo')}
            </button>
            <button type="button" className={styles.button} onClick={download}>
              {t('demo.studio.download')}
            </button>
          </div>

          <ColourTokens tokens={tokens} onEdit={edit} />
          <LengthTokens group="radius" tokens={tokens} onEdit={edit} />
          <LengthTokens group="space" tokens={tokens} onEdit={edit} />
          <LengthTokens group="shadow" tokens={tokens} onEdit={edit} />
          <FontTokens tokens={tokens} languages={folder.languages} onEdit={edit} />

          <section className={styles.section} aria-labelledby={`${ids}-contrast`}>
            <h2 id={`${ids}-contrast`} className={styles.sectionTitle}>
              {t('demo.studio.contrast')}
            </h2>
            <p className={styles.note} role="status">
              {failures.length === 0
                ? t('demo.studio.contrastPass', { total: contrastPairCount })
                : t('demo.studio.contrastFail', { failing: failures.length, total: contrastPairCount })}
            </p>
            {failures.length > 0 ? (
              <ul className={styles.failures}>
                {failures.map((failure) => {
                  const key = `${failure.foreground}-${failure.background}`;
                  return (
                    <li key={key} className={styles.failure}>
                      <span>
                        {t('demo.studio.contrastPair', {
                          foreground: isolate(failure.foreground),
                          background: isolate(failure.background),
                          ratio: failure.ratio.toFixed(2),
                          minimum: failure.minimum,
                        })}
                      </span>
                      <button
                        type="button"
                        className={styles.button}
                        aria-pressed={shown === key}
                        onClick={() => {
                          setMarked(null);
                          setShownPair(shown === key ? null : key);
                        }}
                      >
                        {t('demo.studio.contrastShow')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <p className={styles.note} aria-live="polite">
              {shownFailure && marked !== null ? (marked > 0 ? t('demo.studio.contrastMarked', { count: marked }) : t('demo.studio.contrastNotHere')) : null}
            </p>
          </section>

          <FolderPanel
            folder={folder}
            takenCodes={merchants.map((candidate) => candidate.id)}
            startArtwork={merchantFolders[folder.editing ?? '']?.artwork ?? {}}
            onChange={(next, merge) => dispatch({ type: 'folder', folder: next, merge })}
            onExport={exportFolder}
            onSave={import.meta.env.DEV ? () => void saveToWorkspace() : undefined}
            onImport={(file) => void importFolder(file)}
            importResult={importResult}
          />

          <section className={styles.section} aria-labelledby={`${ids}-file`}>
            <h2 id={`${ids}-file`} className={styles.sectionTitle}>
              {t('demo.studio.file')}
            </h2>
            {/* JSON reads left to right in every language. */}
            <pre className={styles.file} dir="ltr" translate="no">
              <code>{fileText}</code>
            </pre>
          </section>
        </form>

        <section className={styles.preview} aria-labelledby={`${ids}-preview`}>
          <h2 id={`${ids}-preview`} className={styles.sectionTitle}>
            {t('demo.studio.preview')}
          </h2>
          <div className={styles.actions}>
            <label className={styles.labelled}>
              {t('demo.screen')}
              <select className={styles.select} value={screen} onChange={(event) => setScreen(event.target.value as DemoScreen)}>
                {demoScreens.map((option) => (
                  <option key={option} value={option}>
                    {t(demoScreenKey(option))}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.labelled}>
              {t('demo.language')}
              <select className={styles.select} value={language} onChange={(event) => setLanguage(event.target.value as LanguageCode)}>
                {languages.map((option) => (
                  <option key={option.code} value={option.code} lang={option.tag}>
                    {option.nativeName}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className={styles.frames}>
            <PreviewFrame
              heading={t('demo.studio.draft')}
              title={t('demo.studio.draftFrame', { screen: screenName })}
              src={`${frameSrc}&preview=draft`}
              tokens={tokens}
              brand={{
                name: folder.name.trim() || source.name,
                logo: folder.artwork['logo-light.svg'],
                site: frameSite(folder),
                currency: currencyOf(folder.base.currency),
              }}
              pair={shownFailure ? { foreground: tokens.color[shownFailure.foreground], background: tokens.color[shownFailure.background] } : null}
              onMarked={setMarked}
            />
            <PreviewFrame
              heading={t('demo.studio.origin', { name: isolate(source.name) })}
              title={t('demo.studio.originFrame', { screen: screenName, name: isolate(source.name) })}
              src={`${frameSrc}&preview=origin`}
              tokens={source.tokens}
            />
          </div>
        </section>
      </main>
    </div>
  );
}
