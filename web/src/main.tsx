import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// The page on screen came with its content (server-rendered, or the static shell of any other route), and its links
// and forms work before this runs. The app is imported dynamically, so the entry stays tiny: the bundler's preload
// helper fetches the app's files together, beside the page's own module that a server page preloads (the files a
// server page lists are those of this import and of its page: server-pages.ts appModuleFiles).
void import('./app/boot').then(({ boot }) => boot(container));
