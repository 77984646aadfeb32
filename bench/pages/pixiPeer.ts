// Peer 2: the same layers with PixiJS 8 on WebGL: Sprites for pictures and video textures (playing
// <video> elements, re-uploaded when a new frame arrives), Text, Graphics for the SVG and the
// gradient rectangle. Same canvas settings as ours (WebGL, no MSAA, no retina scaling).
import { Application, Container, FillGradient, Graphics, Sprite, Text, Texture, type WebGLRenderer } from 'pixi.js';
import type { OutputSize } from './oursRunner';
import { gradientLine, loadImageElement, loadVideoElement, type PeerLayer } from './peerLayers';
import type { PeerRenderer } from './peerRenderer';

/** The layer's content in its own box (0,0)-(width,height), before placement. */
async function contentOf(layer: PeerLayer, svgText: string, videos: HTMLVideoElement[]): Promise<Container> {
  switch (layer.kind) {
    case 'solid':
      return new Graphics().rect(0, 0, layer.width, layer.height).fill(layer.color);
    case 'gradient': {
      const { start, end } = gradientLine(layer.gradient);
      const colorStops = layer.gradient.stops.map(({ offset, color }) => ({ offset, color }));
      return new Graphics().rect(0, 0, layer.width, layer.height).fill(new FillGradient({ type: 'linear', start, end, colorStops, textureSpace: 'local' }));
    }
    case 'image': {
      const sprite = new Sprite(Texture.from(await loadImageElement(layer.src)));
      sprite.setSize(layer.width, layer.height);
      return sprite;
    }
    case 'video': {
      const video = await loadVideoElement(layer.src);
      videos.push(video);
      const sprite = new Sprite(Texture.from(video));
      sprite.setSize(layer.width, layer.height);
      return sprite;
    }
    case 'vector': {
      const recoloured = layer.fill ? svgText.replaceAll('fill="#000"', `fill="${layer.fill}"`) : svgText;
      const graphics = new Graphics().svg(recoloured);
      graphics.scale.set(layer.width / 100, layer.height / 100); // the SVG's viewBox is 100x100
      return graphics;
    }
    case 'text': {
      const { style } = layer;
      return new Text({
        text: style.text,
        style: {
          fontFamily: style.fontFamily,
          fontSize: style.fontSize,
          fontWeight: style.fontWeight as 'bold',
          fontStyle: style.fontStyle as 'normal',
          fill: style.fill,
          lineHeight: style.fontSize * style.lineHeight,
          align: style.textAlign as 'left',
          wordWrap: true,
          wordWrapWidth: layer.width,
        },
      });
    }
  }
}

/** Places content about the box centre: scale with flips, clockwise angle, opacity. */
async function placed(layer: PeerLayer, svgText: string, videos: HTMLVideoElement[]): Promise<Container> {
  const holder = new Container();
  const content = await contentOf(layer, svgText, videos);
  content.position.set(-layer.width / 2, -layer.height / 2);
  holder.addChild(content);
  holder.position.set(layer.centreX, layer.centreY);
  holder.scale.set(layer.scaleX * (layer.flipX ? -1 : 1), layer.scaleY * (layer.flipY ? -1 : 1));
  holder.angle = layer.angle;
  holder.alpha = layer.opacity;
  return holder;
}

/** Builds the scene in a Pixi Application of the output size (stage scaled from the 1920x1080 project), rendered by hand. */
export async function createPixiPeer(host: HTMLElement, layers: PeerLayer[], svgText: string, size: OutputSize): Promise<PeerRenderer> {
  const canvas = Object.assign(document.createElement('canvas'), size);
  host.append(canvas);
  const app = new Application();
  await app.init({ canvas, ...size, preference: 'webgl', antialias: false, autoStart: false, sharedTicker: false, resolution: 1, background: '#000000' });
  app.stage.scale.set(size.width / 1920);
  const videos: HTMLVideoElement[] = [];
  for (const layer of layers) app.stage.addChild(await placed(layer, svgText, videos));
  const { gl } = app.renderer as WebGLRenderer;
  const pixel = new Uint8Array(4);
  return {
    videos,
    render() {
      app.renderer.render(app.stage);
      // As the bench's compositor worker: reading a pixel waits for SwiftShader (gl.finish is only a flush in Chromium).
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    },
    async dispose() {
      for (const video of videos) video.pause();
      app.destroy({ removeView: true }, { children: true, texture: true, textureSource: true });
    },
  };
}
