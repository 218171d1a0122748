import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { studioSaveModule } from './studio-save.js';
import { merchantFoldersModule, merchantsModule, uiThemesModule } from './themes-plugin.js';

// The demo needs no server: its data are the typed fixtures of @whitelabel/api/mocks, whose art is
// inline SVG (data: URLs), so it looks the same offline, in `vite preview` and in the visual test.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), uiThemesModule(), merchantsModule(), merchantFoldersModule(), studioSaveModule()],
  build: { target: 'es2022' },
});
