/** Signed-in screens that are not built yet, each with its real heading and purpose. */
export const PLACEHOLDER_SCREENS = [
  {
    path: '/',
    heading: 'Templates',
    text: 'Browse Avatar Videos, Non-Avatar Videos and Image Templates, and open one as a new project.',
  },
  { path: '/myvideos', heading: 'My Videos', text: 'Your generated videos and drafts, in the Generated and Drafts tabs.' },
  { path: '/myimages', heading: 'My Images', text: 'Your generated images and drafts, in the Generated and Drafts tabs.' },
  {
    path: '/myvideos/:id',
    heading: 'Video details',
    text: 'Watch, rename, download and share this video by link or by mail.',
  },
  {
    path: '/myimages/:id',
    heading: 'Image details',
    text: 'Rename, download and share this image by link or by mail.',
  },
  {
    path: '/new-template',
    heading: 'New project from template',
    text: 'Copies the chosen template into a new project and opens it in the editor.',
  },
] as const;
