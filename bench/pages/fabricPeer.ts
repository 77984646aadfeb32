// Peer 1: the same layers with Fabric.js 7 on a canvas 2D StaticCanvas (the classic editor
// renderer): FabricImage for pictures and for playing <video> elements (uncached, redrawn each
// frame), Textbox, SVG through loadSVGFromString, a Rect with a linear Gradient.
import { FabricImage, type FabricObject, Gradient, Rect, StaticCanvas, Textbox, loadSVGFromString, util } from 'fabric';
import { forceCpuCanvas2d } from './cpuCanvas2d';
import type { OutputSize } from './oursRunner';
import { gradientLine, loadImageElement, loadVideoElement, type PeerLayer, type Placement } from './peerLayers';
import type { PeerRenderer } from './peerRenderer';

/** Centre-origin options (Fabric 7 defaults to a centre origin) for content whose own size is `naturalWidth` x `naturalHeight`. */
function centred(p: Placement, naturalWidth = p.width, naturalHeight = p.height) {
  return {
    originX: 'center' as const,
    originY: 'center' as const,
    left: p.centreX,
    top: p.centreY,
    scaleX: (p.width * p.scaleX) / naturalWidth,
    scaleY: (p.height * p.scaleY) / naturalHeight,
    angle: p.angle,
    flipX: p.flipX,
    flipY: p.flipY,
    opacity: p.opacity,
  };
}

/** Text grows from the top of its box: place its top-left corner where the rotated box has it. */
function topLeft(p: Placement) {
  const radians = (p.angle * Math.PI) / 180;
  const [halfWidth, halfHeight] = [(p.width * p.scaleX) / 2, (p.height * p.scaleY) / 2];
  return {
    originX: 'left' as const,
    originY: 'top' as const,
    left: p.centreX - halfWidth * Math.cos(radians) + halfHeight * Math.sin(radians),
    top: p.centreY - halfWidth * Math.sin(radians) - halfHeight * Math.cos(radians),
    scaleX: p.scaleX,
    scaleY: p.scaleY,
    angle: p.angle,
    flipX: p.flipX,
    flipY: p.flipY,
    opacity: p.opacity,
  };
}

async function fabricObjectOf(layer: PeerLayer, svgText: string, videos: HTMLVideoElement[]): Promise<FabricObject> {
  switch (layer.kind) {
    case 'solid':
      return new Rect({ width: layer.width, height: layer.height, fill: layer.color, strokeWidth: 0, ...centred(layer) });
    case 'gradient': {
      const { start, end } = gradientLine(layer.gradient);
      const fill = new Gradient({
        type: 'linear',
        gradientUnits: 'pixels',
        coords: { x1: start.x * layer.width, y1: start.y * layer.height, x2: end.x * layer.width, y2: end.y * layer.height },
        colorStops: layer.gradient.stops.map(({ offset, color }) => ({ offset, color })),
      });
      return new Rect({ width: layer.width, height: layer.height, fill, strokeWidth: 0, ...centred(layer) });
    }
    case 'image': {
      const image = await loadImageElement(layer.src);
      return new FabricImage(image, centred(layer, image.naturalWidth, image.naturalHeight));
    }
    case 'video': {
      const video = await loadVideoElement(layer.src);
      videos.push(video);
      return new FabricImage(video, { objectCaching: false, ...centred(layer, video.videoWidth, video.videoHeight) });
    }
    case 'vector': {
      const { objects, options } = await loadSVGFromString(svgText);
      const shapes = objects.filter((object): object is FabricObject => object !== null);
      if (layer.fill) for (const shape of shapes) shape.set({ fill: layer.fill });
      const group = util.groupSVGElements(shapes, options);
      return group.set(centred(layer, group.width, group.height));
    }
    case 'text': {
      const { style } = layer;
      return new Textbox(style.text, {
        width: layer.width,
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        fontStyle: style.fontStyle as 'normal',
        fill: style.fill,
        lineHeight: style.lineHeight,
        textAlign: style.textAlign as 'left',
        ...topLeft(layer),
      });
    }
  }
}

/**
 * Builds the scene on a StaticCanvas of the output size (zoomed from the 1920x1080 project); with
 * `cpuCanvas`, every canvas 2D Fabric makes until dispose is CPU-backed (see cpuCanvas2d.ts).
 */
export async function createFabricPeer(host: HTMLElement, layers: PeerLayer[], svgText: string, size: OutputSize, cpuCanvas: boolean): Promise<PeerRenderer> {
  const restoreCanvas = cpuCanvas ? forceCpuCanvas2d() : () => undefined;
  const element = Object.assign(document.createElement('canvas'), size);
  host.append(element);
  const canvas = new StaticCanvas(element, { ...size, enableRetinaScaling: false, renderOnAddRemove: false });
  canvas.setZoom(size.width / 1920);
  const videos: HTMLVideoElement[] = [];
  for (const layer of layers) canvas.add(await fabricObjectOf(layer, svgText, videos));
  const context = canvas.getContext();
  return {
    videos,
    render() {
      canvas.renderAll();
      // Canvas 2D records draw calls and rasterises later; reading a pixel makes the raster happen now.
      context.getImageData(0, 0, 1, 1);
    },
    async dispose() {
      for (const video of videos) video.pause();
      await canvas.dispose();
      element.remove();
      restoreCanvas();
    },
  };
}
