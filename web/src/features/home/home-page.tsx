import { pageTitles } from '../../lib/page-titles';
import { useTitle } from '../../lib/use-title';
import { CateringBanner } from './catering-banner';
import { HomeHero } from './home-hero';
import { HomeSteps } from './home-steps';
import { TestimonialCarousel } from './testimonial-carousel';
import { TopFoodsSection } from './top-foods-section';

export default function HomePage() {
  useTitle(pageTitles.home);
  return (
    <>
      <HomeHero />
      <HomeSteps />
      <TopFoodsSection />
      <CateringBanner />
      <TestimonialCarousel />
    </>
  );
}
