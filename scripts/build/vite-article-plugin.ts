import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { renderArticleMarkdown } from '../../src/lib/article/render-markdown.ts'

const QUERY = '?article'

/**
 * `import article from '../x.md?article'` gives the article rendered by marked at build time (ADR 110): a module
 * of HTML strings (src/lib/article/article-body.ts, RenderedArticle). The parser runs here, in Node, for the
 * client build, the prerender's server build, the dev server and the tests alike; the browser never gets it.
 * An article that breaks the rules still builds (its page shows the fallback) but the build says so.
 */
export function articleMarkdown(): Plugin {
  return {
    name: 'radici:article-markdown',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.md${QUERY}`)) return null
      const file = id.slice(0, -QUERY.length)
      this.addWatchFile(file)
      const article = renderArticleMarkdown(await readFile(file, 'utf8'))
      if (!article.ok)
        this.warn(
          `${file} breaks the article rules (${article.problem}): its page shows the fallback`,
        )
      return { code: `export default ${JSON.stringify(article)}`, moduleType: 'js' }
    },
  }
}
