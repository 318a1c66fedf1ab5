import { renderStandalone } from '@site/shared/standalone';
import * as routesModule from './routes';

renderStandalone('red_remote', routesModule);
