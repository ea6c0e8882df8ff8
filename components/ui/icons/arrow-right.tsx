import { Svg, type IconProps } from "./svg";

export function ArrowRight(props: IconProps) {
  return (
    <Svg name="arrow-right" {...props}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </Svg>
  );
}
