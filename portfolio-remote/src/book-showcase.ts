import { CONTRACT_VERSION, type BookShowcaseModule } from '@site/shared/contract';
import { BookShowcase as Showcase } from './showcase/book-showcase';

export const contractVersion: BookShowcaseModule['contractVersion'] = CONTRACT_VERSION;
export const BookShowcase: BookShowcaseModule['BookShowcase'] = Showcase;
