import { createApp } from 'vue';
import { storedLanguage } from '@klondike/board';
import App from './App.vue';
import { applyLanguage, makeI18n } from './i18n/index.js';
// the page look both apps share, then this app's own rules over it
import '@klondike/board/page.css';
import './style.css';

const i18n = makeI18n();
const app = createApp(App).use(i18n);
// The player's language setting (read only: the player writes it), in effect before the first paint.
void applyLanguage(i18n, storedLanguage()).then(() => app.mount('#app'));
