// The Hindi chunk: the catalog, the server's sentences in Hindi and the Devanagari font (a stylesheet Vite loads
// with this chunk, so the page's `style-src 'self'` holds), fetched only when a shopper chooses हिन्दी
// (docs/decisions/0062, 0065).
import './devanagari.css';

export { MESSAGES_HI } from '../../../contract/messages/hi/storefront';
export { hindiOfServerText } from './server-text-hi';
