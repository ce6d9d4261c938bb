package loadshare.policies.compose;

/**
 * What a component needs of the component chosen in another family: that it {@link ComponentDescriptor#provides}
 * {@code trait}. A composition where it does not is rejected when the experiment is read, naming both.
 *
 * @param family the other family, e.g. {@link Family#TRANSFER}
 * @param trait  what that component must provide, e.g. {@code receivers}
 * @param says   what is needed, in words, e.g. "a transfer policy that makes receivers"
 */
public record Requirement(Family family, String trait, String says) {
}
