package loadshare.node.certs;

import java.io.IOException;
import java.io.StringWriter;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyStore;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.cert.Certificate;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.openssl.jcajce.JcaPEMWriter;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * A certificate authority: an EC P-256 key and a self-signed CA certificate that signs the nodes' certificates.
 * {@code loadshare cluster} makes one per run and keeps its key in memory; {@code loadshare certs init DIR} saves
 * one to {@code DIR} ({@value #STORE} with the key, {@value #CERTIFICATE} for reading, the store's password).
 */
public final class CertificateAuthority {

    /** The CA's key and certificate in its directory. */
    public static final String STORE = "ca.p12";
    /** The CA certificate, PEM, for inspection ({@code openssl x509 -in ca.pem -text}). */
    public static final String CERTIFICATE = "ca.pem";

    private static final String ALIAS = "ca";
    private static final String SIGNATURE = "SHA256withECDSA";
    private static final SecureRandom RANDOM = new SecureRandom();

    private final PrivateKey key;
    private final X509Certificate certificate;

    private CertificateAuthority(PrivateKey key, X509Certificate certificate) {
        this.key = key;
        this.certificate = certificate;
    }

    /** A new CA named {@code name}, valid from an hour ago for {@code validity}. */
    public static CertificateAuthority create(String name, Duration validity) {
        try {
            KeyPair pair = newKeyPair();
            X500Name subject = new X500Name("CN=" + cn("loadshare CA " + name));
            X509v3CertificateBuilder builder = builder(subject, subject, pair.getPublic(), validity);
            JcaX509ExtensionUtils ids = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(0));
            builder.addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign));
            builder.addExtension(Extension.subjectKeyIdentifier, false, ids.createSubjectKeyIdentifier(pair.getPublic()));
            return new CertificateAuthority(pair.getPrivate(), sign(builder, pair.getPrivate()));
        } catch (GeneralSecurityException | IOException | OperatorCreationException e) {
            throw new IllegalStateException("cannot create a certificate authority: " + e.getMessage(), e);
        }
    }

    /** Credentials for node {@code name} (a new key pair, its certificate signed by this CA), valid for {@code validity}. */
    public NodeCredentials issue(String name, Duration validity) {
        try {
            KeyPair pair = newKeyPair();
            X500Name issuer = X500Name.getInstance(certificate.getSubjectX500Principal().getEncoded());
            X509v3CertificateBuilder builder = builder(issuer, new X500Name("CN=" + cn(name)), pair.getPublic(), validity);
            JcaX509ExtensionUtils ids = new JcaX509ExtensionUtils();
            builder.addExtension(Extension.basicConstraints, true, new BasicConstraints(false));
            builder.addExtension(Extension.keyUsage, true,
                    new KeyUsage(KeyUsage.digitalSignature | KeyUsage.keyAgreement));
            builder.addExtension(Extension.extendedKeyUsage, false,
                    new ExtendedKeyUsage(new KeyPurposeId[] {KeyPurposeId.id_kp_serverAuth, KeyPurposeId.id_kp_clientAuth}));
            builder.addExtension(Extension.subjectKeyIdentifier, false, ids.createSubjectKeyIdentifier(pair.getPublic()));
            builder.addExtension(Extension.authorityKeyIdentifier, false, ids.createAuthorityKeyIdentifier(certificate));
            return new NodeCredentials(name, pair.getPrivate(), sign(builder, key), certificate);
        } catch (GeneralSecurityException | IOException | OperatorCreationException e) {
            throw new IllegalStateException("cannot issue a certificate for " + name + ": " + e.getMessage(), e);
        }
    }

    public X509Certificate certificate() {
        return certificate;
    }

    /** Saves this CA to {@code dir} (created owner-only; it must not hold a CA already). */
    public void save(Path dir) throws IOException {
        if (Files.exists(dir.resolve(STORE))) {
            throw new BadCertificates(dir + " already holds a CA (" + STORE + "); choose another directory");
        }
        OwnerOnly.directory(dir);
        String password = Stores.newPassword();
        try {
            KeyStore store = Stores.empty();
            store.setKeyEntry(ALIAS, key, password.toCharArray(), new Certificate[] {certificate});
            Stores.write(store, dir.resolve(STORE), password);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot store the CA: " + e.getMessage(), e);
        }
        Stores.writePassword(dir, password);
        OwnerOnly.write(dir.resolve(CERTIFICATE), pem(certificate).getBytes(StandardCharsets.UTF_8));
    }

    /** The CA saved in {@code dir} by {@link #save}. */
    public static CertificateAuthority load(Path dir) {
        if (!Files.isRegularFile(dir.resolve(STORE))) {
            throw new BadCertificates(dir + ": no CA here (" + STORE + " is missing); create one with: loadshare certs init " + dir);
        }
        String password = Stores.readPassword(dir);
        KeyStore store = Stores.read(dir.resolve(STORE), password);
        try {
            if (!(store.getKey(ALIAS, password.toCharArray()) instanceof PrivateKey key)
                    || !(store.getCertificate(ALIAS) instanceof X509Certificate cert)) {
                throw new BadCertificates(dir.resolve(STORE) + ": holds no CA key and certificate");
            }
            return new CertificateAuthority(key, cert);
        } catch (GeneralSecurityException e) {
            throw new BadCertificates(dir.resolve(STORE) + ": cannot read the CA key (" + e.getMessage() + ")");
        }
    }

    static String pem(Object object) throws IOException {
        StringWriter text = new StringWriter();
        try (JcaPEMWriter writer = new JcaPEMWriter(text)) {
            writer.writeObject(object);
        }
        return text.toString();
    }

    private static KeyPair newKeyPair() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"), RANDOM);
        return generator.generateKeyPair();
    }

    private static X509v3CertificateBuilder builder(X500Name issuer, X500Name subject, PublicKey key, Duration validity) {
        Instant now = Instant.now();
        return new JcaX509v3CertificateBuilder(issuer, new BigInteger(64, RANDOM).add(BigInteger.ONE),
                Date.from(now.minus(Duration.ofHours(1))), Date.from(now.plus(validity)), subject, key);
    }

    private static X509Certificate sign(X509v3CertificateBuilder builder, PrivateKey signer)
            throws OperatorCreationException, GeneralSecurityException {
        return new JcaX509CertificateConverter().getCertificate(builder.build(new JcaContentSignerBuilder(SIGNATURE).build(signer)));
    }

    /** A name safe inside a distinguished name: letters, digits, space, dot, dash, underscore. */
    private static String cn(String name) {
        if (!name.matches("[A-Za-z0-9 ._-]{1,64}")) {
            throw new IllegalArgumentException("'" + name + "': a name is 1 to 64 letters, digits, spaces, '.', '-' or '_'");
        }
        return name;
    }
}
