import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { merchantFolders } from 'virtual:merchant-folders';
import { afterAll, describe, expect, it } from 'vitest';
import { saveStudioFolder } from '../../studio-save.js';
import { folderZip, startFolder } from './folder.js';

// A merchants folder of the test's own, holding a copy of the workspace's first folder.
const workspace = resolve(process.cwd(), '..', '..', 'merchants');
const dir = mkdtempSync(join(tmpdir(), 'studio-save-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const [existing] = Object.keys(merchantFolders);
cpSync(join(workspace, existing!), join(dir, existing!), { recursive: true });

const newFolder = () => ({ ...startFolder({ kind: 'theme', id: 'light', name: 'Light' }, merchantFolders, 'Sunrise'), code: 'sunrise' });

describe("the studio's save to the workspace (development server)", () => {
  it('writes a new merchant folder the catalog takes', async () => {
    const saved = await saveStudioFolder(folderZip(newFolder(), { extends: 'light', tokens: { color: { brand: '#0b5cad' } } }, merchantFolders), null, dir);
    expect(saved).toEqual({ status: 200, answer: { saved: 'merchants/sunrise/', code: 'sunrise' } });
    expect(JSON.parse(readFileSync(join(dir, 'sunrise', 'theme.json'), 'utf8'))).toEqual({ extends: 'light', tokens: { color: { brand: '#0b5cad' } } });
  });

  it("refuses another merchant's code unless the studio was editing that merchant, and then replaces it", async () => {
    const taken = await saveStudioFolder(folderZip({ ...newFolder(), code: existing! }, { extends: 'light' }, merchantFolders), null, dir);
    expect(taken).toMatchObject({ status: 409, answer: { error: 'taken', code: existing } });
    const editing = startFolder({ kind: 'merchant', id: existing!, name: '' }, merchantFolders);
    const replaced = await saveStudioFolder(folderZip({ ...editing, name: 'Renamed' }, { extends: 'light' }, merchantFolders), existing!, dir);
    expect(replaced.status).toBe(200);
    expect(JSON.parse(readFileSync(join(dir, existing!, 'merchant.json'), 'utf8')).name).toBe('Renamed');
  });

  it('writes nothing for a zip the catalog refuses, or one that is not a merchant folder', async () => {
    const wrong = zipSync({ 'broken/merchant.json': strToU8('{"name":""}'), 'broken/theme.json': strToU8('{"extends":"light"}') });
    const refused = await saveStudioFolder(wrong, null, dir);
    expect(refused).toMatchObject({
      status: 400,
      answer: { error: 'invalid', message: expect.stringMatching(/^merchants\/broken\/merchant\.json: name must be a non-empty string/) },
    });
    expect(existsSync(join(dir, 'broken'))).toBe(false);
    expect(await saveStudioFolder(strToU8('not a zip'), null, dir)).toMatchObject({ status: 400, answer: { message: expect.stringMatching(/^not a zip/) } });
  });
});
