import { createApp, watch } from 'vue';
import App from './App.vue';
import { applyLanguage, makeI18n } from './i18n/index.js';
import { useSettings } from './settings/useSettings.js';
import { startSolverEarly } from './solver/useSolverVerdict.js';
// the page look both apps share, then this app's own rules over it
import '@klondike/board/page.css';
import './style.css';

const { settings } = useSettings();
// The status asks for a verdict as soon as the board is up: its worker starts loading now, beside the render.
if (settings.value.solverStatus) startSolverEarly();
const i18n = makeI18n();
const app = createApp(App).use(i18n);
// A Hebrew or Dutch page mounts once its messages are in, so its first paint shows no English.
void applyLanguage(i18n, settings.value.language).then(() => app.mount('#app'));
watch(
  () => settings.value.language,
  (language) => void applyLanguage(i18n, language),
);

// the offline service worker: production builds only (the dev server serves no worker), after load
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./offline.js').then((m) => m.registerOffline()));
}
