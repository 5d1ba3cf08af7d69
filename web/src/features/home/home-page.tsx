import type { TopFood } from '@domain/types';
import { CateringBanner } from './catering-banner';
import { HomeHero } from './home-hero';
import { HomeSteps } from './home-steps';
import { TestimonialCarousel } from './testimonial-carousel';
import { TopFoodsSection } from './top-foods-section';

/** The home page; `topFoods` are the best sellers its route loaded (home-route.tsx), if it could. */
export default function HomePage({ topFoods }: { topFoods?: TopFood[] }) {
  return (
    <>
      <HomeHero />
      <HomeSteps />
      <TopFoodsSection initial={topFoods} />
      <CateringBanner />
      <TestimonialCarousel />
    </>
  );
}
