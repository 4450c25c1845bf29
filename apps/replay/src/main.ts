import { createApp } from 'vue';
import App from './App.vue';
import { makeI18n } from './i18n/index.js';
import './style.css';

createApp(App).use(makeI18n()).mount('#app');
