import { Svg, type IconProps } from "./svg";

export function Plus(props: IconProps) {
  return (
    <Svg name="plus" {...props}>
      <path d="M5 12h14" />
      <path d="M12 5v14" />
    </Svg>
  );
}
