import { renderStandalone } from '@site/shared/standalone';
import * as routesModule from './routes';

renderStandalone('blog_remote', routesModule);
