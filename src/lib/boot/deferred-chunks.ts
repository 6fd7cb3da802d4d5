/**
 * A page's scripts are asked for after its first paint (decision 0068). Fetched together with the
 * stylesheet and the fonts that paint waits for, the ~180 KB of the app's modules shared a
 * phone's slow link with them and delayed the first text by more than a second. The head lists
 * the page's chunks as data instead of `<link rel=modulepreload>` tags (routes/-components/
 * head-content.tsx), and the entry script is replaced by a small inline loader
 * (`deferEntryScript`, applied to Start's manifest at build time: scripts/vite-plugins.ts) that
 * waits for the first paint, then preloads the listed chunks and adds the entry script.
 */
export const deferredChunksElementId = 'deferred-chunks'

/** The list as the head carries it: JSON that cannot end its `<script>` element early. */
export function serializeChunkList(hrefs: readonly string[]): string {
  return JSON.stringify(hrefs).replaceAll('<', '\\u003c')
}

/**
 * The inline loader. It runs once per page load: after hydration TanStack Router inserts its
 * manifest's inline scripts once more (it cannot see the parsed one's hidden nonce). A tab opened
 * in the background paints nothing until it is shown, so there it does not wait.
 */
export function appLoaderScript(entrySrc: string): string {
  // Written out small: the page carries it twice, as the script and in the router's state.
  const entry = JSON.stringify(entrySrc).replaceAll('<', '\\u003c')
  return (
    '(function(w,d){if(w.__appLoader)return;w.__appLoader=1;function load(){' +
    `try{JSON.parse(d.getElementById("${deferredChunksElementId}").textContent).forEach(function(h){` +
    'var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)})}catch(e){}' +
    // A script element, not import(): inserted before the load event, it holds that event until
    // the app has started, as the module script in the HTML did.
    `var s=d.createElement("script");s.type="module";s.src=${entry};d.body.appendChild(s)}` +
    'd.visibilityState=="hidden"?load():requestAnimationFrame(function(){setTimeout(load)})})(window,document)'
  )
}

type ManifestScript = { attrs?: Record<string, unknown>; children?: string }
type StartManifest = { routes: Record<string, { scripts?: ManifestScript[] } | undefined> }

/** Start's manifest with the root route's entry module script replaced by the inline loader. */
export function deferEntryScript<Manifest extends StartManifest>(manifest: Manifest): Manifest {
  const root = manifest.routes.__root__
  const scripts = root?.scripts ?? []
  const entryIndex = scripts.findIndex((script) => script.attrs?.type === 'module' && typeof script.attrs.src === 'string')
  if (!root || entryIndex === -1) throw new Error('deferEntryScript: the manifest has no entry module script')
  const entrySrc = scripts[entryIndex]!.attrs!.src as string
  root.scripts = scripts.map((script, index) => (index === entryIndex ? { attrs: {}, children: appLoaderScript(entrySrc) } : script))
  return manifest
}
