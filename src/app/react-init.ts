/**
 * React and its DOM renderer are CommonJS packages: the bundler wraps each in a function that runs on the first
 * import. This module makes that first import happen in the react-dom chunk itself (vite.config.ts puts this file
 * there), so src/boot.ts's evaluation of that chunk initialises React in a task of its own, not inside the app's
 * first task (docs/performance.md, "Total Blocking Time").
 */
import 'react-dom/client'
