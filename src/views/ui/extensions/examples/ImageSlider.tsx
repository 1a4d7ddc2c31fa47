// Bootstrap's carousel through reactstrap: arrows, indicators and captions, no autoplay (a moving slide is hard to
// read), and pictures drawn as SVG so the example ships no image files.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Carousel, CarouselCaption, CarouselControl, CarouselIndicators, CarouselItem } from 'reactstrap'

const SLIDES = [
  { key: 'live', from: '#6658e8', to: '#00cfe8' },
  { key: 'studio', from: '#ff9f43', to: '#d63c3d' },
  { key: 'festival', from: '#198754', to: '#2ab7a9' }
] as const

const picture = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 360"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="360" fill="url(#g)"/><g fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6">${[
      0, 1, 2, 3, 4, 5, 6, 7, 8
    ]
      .map((i) => `<path d="M${80 + i * 80} ${180 - 30 - ((i * 37) % 90)}v${60 + ((i * 37) % 90) * 2}"/>`)
      .join('')}</g></svg>`
  )}`

export default function ImageSlider() {
  const { t } = useTranslation()
  const [active, setActive] = useState(0)
  const [animating, setAnimating] = useState(false)
  const go = (index: number) => {
    if (!animating) setActive((index + SLIDES.length) % SLIDES.length)
  }
  return (
    <Carousel
      activeIndex={active}
      next={() => go(active + 1)}
      previous={() => go(active - 1)}
      interval={false}
      className="rounded overflow-hidden"
      aria-roledescription="carousel"
    >
      <CarouselIndicators
        items={SLIDES.map(({ key }) => ({ key, caption: t(`ui.extensions.slider.${key}.title`) }))}
        activeIndex={active}
        onClickHandler={go}
      />
      {SLIDES.map(({ key, from, to }, index) => (
        <CarouselItem
          key={key}
          onExiting={() => setAnimating(true)}
          onExited={() => setAnimating(false)}
          aria-roledescription="slide"
          aria-label={t('ui.extensions.slider.position', { index: index + 1, total: SLIDES.length })}
        >
          <img src={picture(from, to)} alt={t(`ui.extensions.slider.${key}.alt`)} className="d-block w-100" />
          <CarouselCaption
            captionHeader={t(`ui.extensions.slider.${key}.title`)}
            captionText={t(`ui.extensions.slider.${key}.text`)}
            className="text-white bg-dark bg-opacity-75 rounded px-3"
          />
        </CarouselItem>
      ))}
      <CarouselControl
        direction="prev"
        directionText={t('ui.extensions.slider.previous')}
        onClickHandler={() => go(active - 1)}
      />
      <CarouselControl
        direction="next"
        directionText={t('ui.extensions.slider.next')}
        onClickHandler={() => go(active + 1)}
      />
    </Carousel>
  )
}
