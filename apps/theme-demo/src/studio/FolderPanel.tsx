import { languages, type LanguageCode } from '@whitelabel/core/i18n';
import type { ArtworkFile } from '@whitelabel/merchants/artwork';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { artworkFiles, artworkOfUpload, folderProblems, uploadReadLimit, type FolderDraft, type FolderProblem, type StudioMessage } from './folder.js';
import * as styles from './Studio.css.js';

/** Each piece's text key (demo.studio.artwork.<key>), by its file. */
const pieceKeys: Record<ArtworkFile, string> = {
  'logo-light.svg': 'logoLight',
  'logo-dark.svg': 'logoDark',
  'favicon.svg': 'favicon',
  'icon.svg': 'icon',
  'icon-maskable.svg': 'iconMaskable',
  'splash.svg': 'splash',
};

/** A message's text: its key is one of demo.studio's, chosen at run time (i18next.check.ts holds the keys to the texts). */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: StudioMessage) => (t as unknown as (key: string, values?: Record<string, string>) => string)(message.key, message.values);
}

/** A message shown at its field: translated, and tied to the field by its id. */
function FieldError({ id, problem }: { id: string; problem: StudioMessage | undefined }) {
  const text = useMessageText();
  if (!problem) return null;
  return (
    <p id={id} className={styles.error}>
      {text(problem)}
    </p>
  );
}

export interface FolderPanelProps {
  folder: FolderDraft;
  /** Codes of the workspace's merchants: a new merchant may take none of them. */
  takenCodes: readonly string[];
  /** The artwork each piece had when the draft started (a workspace merchant's own), to tell an upload from it. */
  startArtwork: Partial<Record<ArtworkFile, string>>;
  /** An edit of the folder; `merge` names the text field typed in (its keystrokes are one undo step). */
  onChange: (folder: FolderDraft, merge?: 'code' | 'name') => void;
  onExport: () => void;
  /** Development only: writes the folder into the workspace's merchants/ (absent from a production build). */
  onSave?: () => void;
  onImport: (file: File) => void;
  /** The outcome of the last import: an error's text key, or the folder it opened. */
  importResult: StudioMessage | null;
}

/**
 * What makes the draft a merchant folder besides its theme: its code and name, its languages and default language,
 * the template switches and the artwork; then download the folder as a zip, or open one. Every field keeps what was
 * typed, wrong or not, with the reason beside it.
 */
export function FolderPanel({ folder, takenCodes, startArtwork, onChange, onExport, onSave, onImport, importResult }: FolderPanelProps) {
  const { t } = useTranslation();
  const ids = useId();
  const text = useMessageText();
  const [uploads, setUploads] = useState<Partial<Record<ArtworkFile, { file?: string; error?: StudioMessage }>>>({});
  const problems = folderProblems(folder, takenCodes);
  const problemOf = (field: FolderProblem['field']) => problems.find((problem) => problem.field === field);
  const set = (changes: Partial<FolderDraft>, merge?: 'code' | 'name') => onChange({ ...folder, ...changes }, merge);

  const upload = async (piece: ArtworkFile, file: File | undefined) => {
    if (!file) return;
    const bytes = file.size <= uploadReadLimit ? new Uint8Array(await file.arrayBuffer()) : undefined;
    const read = artworkOfUpload(piece, file, bytes);
    // A refused file changes nothing: the piece keeps what it had.
    setUploads((current) => ({ ...current, [piece]: 'problem' in read ? { error: read.problem } : { file: file.name } }));
    if ('svg' in read) set({ artwork: { ...folder.artwork, [piece]: read.svg } });
  };
  const remove = (piece: ArtworkFile) => {
    const { [piece]: _removed, ...rest } = folder.artwork;
    setUploads((current) => ({ ...current, [piece]: {} }));
    set({ artwork: rest });
  };
  const field = (name: string) => `${ids}-${name}`;
  const describedBy = (name: FolderProblem['field'], hint?: string) =>
    [hint, problemOf(name) ? field(`${name}-error`) : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <section className={styles.section} aria-labelledby={field('title')}>
      <h2 id={field('title')} className={styles.sectionTitle}>
        {t('demo.studio.folder.title')}
      </h2>

      <label className={styles.labelled}>
        {t('demo.studio.folder.code')}
        <input
          className={styles.textInput}
          value={folder.code}
          spellCheck={false}
          autoComplete="off"
          dir="ltr"
          aria-invalid={problemOf('code') !== undefined}
          aria-describedby={describedBy('code', field('code-hint'))}
          onChange={(event) => set({ code: event.target.value }, 'code')}
        />
      </label>
      <p id={field('code-hint')} className={styles.hint}>
        {t('demo.studio.folder.codeHint', { code: folder.code.trim() || '…' })}
      </p>
      <FieldError id={field('code-error')} problem={problemOf('code')} />

      <label className={styles.labelled}>
        {t('demo.studio.folder.name')}
        <input
          className={styles.textInput}
          value={folder.name}
          autoComplete="off"
          aria-invalid={problemOf('name') !== undefined}
          aria-describedby={describedBy('name')}
          onChange={(event) => set({ name: event.target.value }, 'name')}
        />
      </label>
      <FieldError id={field('name-error')} problem={problemOf('name')} />

      <fieldset className={styles.section} aria-describedby={describedBy('languages')}>
        <legend className={styles.labelled}>{t('demo.studio.folder.languages')}</legend>
        <div className={styles.languageList}>
          {languages.map((language) => (
            <label key={language.code} className={styles.check} lang={language.tag}>
              <input
                type="checkbox"
                checked={folder.languages.includes(language.code)}
                onChange={(event) =>
                  set({
                    languages: event.target.checked
                      ? [...folder.languages, language.code]
                      : folder.languages.filter((code: LanguageCode) => code !== language.code),
                  })
                }
              />
              {language.nativeName}
            </label>
          ))}
        </div>
      </fieldset>
      <FieldError id={field('languages-error')} problem={problemOf('languages')} />

      <label className={styles.labelled}>
        {t('demo.studio.folder.defaultLanguage')}
        <select
          className={styles.select}
          value={folder.defaultLanguage}
          aria-invalid={problemOf('defaultLanguage') !== undefined}
          aria-describedby={describedBy('defaultLanguage')}
          onChange={(event) => set({ defaultLanguage: event.target.value as LanguageCode })}
        >
          {languages
            .filter((language) => folder.languages.includes(language.code) || language.code === folder.defaultLanguage)
            .map((language) => (
              <option key={language.code} value={language.code} lang={language.tag}>
                {language.nativeName}
              </option>
            ))}
        </select>
      </label>
      <FieldError id={field('defaultLanguage-error')} problem={problemOf('defaultLanguage')} />

      <fieldset className={styles.section}>
        <legend className={styles.labelled}>{t('demo.studio.folder.templates')}</legend>
        {(['mem_cen', 'dep_func'] as const).map((flag) => (
          <label key={flag} className={styles.check}>
            <input
              type="checkbox"
              checked={folder.mobileTemplate[flag] === 1}
              onChange={(event) => set({ mobileTemplate: { ...folder.mobileTemplate, [flag]: event.target.checked ? 1 : 0 } })}
            />
            {t(flag === 'mem_cen' ? 'demo.studio.folder.memCen' : 'demo.studio.folder.depFunc')}
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.labelled}>{t('demo.studio.artwork.title')}</legend>
        <p className={styles.hint}>{t('demo.studio.artwork.intro')}</p>
        {artworkFiles.map((piece) => {
          const name = t(`demo.studio.artwork.${pieceKeys[piece]}` as 'demo.studio.artwork.logoLight');
          const state = uploads[piece];
          const svg = folder.artwork[piece];
          const status =
            svg === undefined
              ? t('demo.studio.artwork.drawn')
              : state?.file
                ? t('demo.studio.artwork.uploaded', { file: state.file })
                : svg === startArtwork[piece]
                  ? t('demo.studio.artwork.fromFolder')
                  : t('demo.studio.artwork.uploaded', { file: piece });
          return (
            <div key={piece} className={styles.artworkRow}>
              {svg !== undefined ? (
                <img className={styles.artworkThumb} src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="" />
              ) : (
                <span className={styles.artworkThumb} />
              )}
              <span className={styles.artworkBody}>
                <label className={styles.labelled}>
                  {t('demo.studio.artwork.upload', { piece: name })}
                  <input
                    type="file"
                    accept=".svg,image/svg+xml,.png,image/png"
                    className={styles.fileInput}
                    aria-describedby={`${field(`${piece}-status`)}${state?.error ? ` ${field(`${piece}-error`)}` : ''}`}
                    onChange={(event) => {
                      void upload(piece, event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </label>
                <span id={field(`${piece}-status`)} className={styles.hint}>
                  {status}
                </span>
                <FieldError id={field(`${piece}-error`)} problem={state?.error} />
                {svg !== undefined ? (
                  <button type="button" className={styles.button} onClick={() => remove(piece)}>
                    {t('demo.studio.artwork.remove', { piece: name })}
                  </button>
                ) : null}
              </span>
            </div>
          );
        })}
      </fieldset>

      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          disabled={problems.length > 0}
          aria-describedby={problems.length > 0 ? field('blocked') : undefined}
          onClick={onExport}
        >
          {t('demo.studio.folder.export')}
        </button>
        {onSave ? (
          <button type="button" className={styles.button} disabled={problems.length > 0} onClick={onSave}>
            {t('demo.studio.folder.saveWorkspace')}
          </button>
        ) : null}
        <label className={styles.labelled}>
          {t('demo.studio.folder.import')}
          <input
            type="file"
            accept=".zip,application/zip"
            className={styles.fileInput}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onImport(file);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      {problems.length > 0 ? (
        <p id={field('blocked')} className={styles.hint}>
          {t('demo.studio.folder.exportBlocked')}
        </p>
      ) : null}
      <p className={styles.note} role="status">
        {importResult ? text(importResult) : null}
      </p>
    </section>
  );
}
