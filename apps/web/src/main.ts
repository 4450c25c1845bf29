import { createApp } from 'vue';
import App from './App.vue';
import { makeI18n } from './i18n/index.js';
import './style.css';

createApp(App).use(makeI18n()).mount('#app');

// the offline service worker: production builds only (the dev server serves no worker), after load
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./offline.js').then((m) => m.registerOffline()));
}
