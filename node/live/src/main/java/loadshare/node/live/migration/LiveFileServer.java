package loadshare.node.live.migration;

import akka.actor.typed.ActorRef;
import akka.actor.typed.Behavior;
import akka.actor.typed.javadsl.AbstractBehavior;
import akka.actor.typed.javadsl.ActorContext;
import akka.actor.typed.javadsl.Behaviors;
import akka.actor.typed.javadsl.Receive;
import akka.actor.typed.receptionist.ServiceKey;
import java.util.HashMap;
import java.util.Map;
import loadshare.hardware.memory.MemoryImage;
import loadshare.migration.MigrationIntegrityException;

/**
 * The cluster's file server in the live runtime (as in Sprite): it holds images of VM memory — a VM's page store
 * (its backing store, written back by a Sprite migration's flush) and checkpoint files (Condor) — as versions
 * only: a page written to it is checked against the bytes of the version it claims and then forgotten; a page
 * read from it is generated from (seed, page, version). Writers write in page streams within its window;
 * readers fault single pages and pull the rest within theirs.
 */
public final class LiveFileServer extends AbstractBehavior<PageTransferMessage> {

    /** The file server's key with the Receptionist. */
    public static final ServiceKey<PageTransferMessage> KEY =
            ServiceKey.create(PageTransferMessage.class, "loadshare-file-server");

    private record Writer(String image, ActorRef<PageTransferMessage> writer) {
    }

    private final TransferSettings settings;
    private final Map<String, MemoryImage> images = new HashMap<>();
    private final Map<String, Writer> writers = new HashMap<>();
    private final Map<String, ServedPages> readers = new HashMap<>();

    public static Behavior<PageTransferMessage> create(TransferSettings settings) {
        return Behaviors.setup(ctx -> new LiveFileServer(ctx, settings));
    }

    private LiveFileServer(ActorContext<PageTransferMessage> ctx, TransferSettings settings) {
        super(ctx);
        this.settings = settings;
    }

    @Override
    public Receive<PageTransferMessage> createReceive() {
        return newReceiveBuilder()
                .onMessage(PageTransferMessage.OpenImage.class, this::onOpenImage)
                .onMessage(PageTransferMessage.PageChunk.class, this::onPageChunk)
                .onMessage(PageTransferMessage.Fetch.class, this::onFetch)
                .onMessage(PageTransferMessage.Pull.class, this::onPull)
                .onMessage(PageTransferMessage.Credit.class, this::onCredit)
                .onMessage(PageTransferMessage.DeleteImage.class, this::onDeleteImage)
                .build();
    }

    private Behavior<PageTransferMessage> onOpenImage(PageTransferMessage.OpenImage o) {
        MemoryImage old = images.get(o.image());
        boolean same = old != null && old.seed() == o.seed() && old.pages() == o.pages() && old.pageSize() == o.pageSize();
        if (o.loaded() && same) {
            getContext().getLog().debug("file server: page store {} opened again", o.image());
        } else if (o.loaded()) {
            images.put(o.image(), MemoryImage.initial(o.seed(), o.pages(), o.pageSize())); // a VM of that name booted anew
        } else {
            images.put(o.image(), MemoryImage.empty(o.seed(), o.pages(), o.pageSize()));
        }
        writers.put(o.stream(), new Writer(o.image(), o.writer()));
        o.writer().tell(new PageTransferMessage.ImageOpened(o.stream(), settings.window()));
        return this;
    }

    private Behavior<PageTransferMessage> onPageChunk(PageTransferMessage.PageChunk c) {
        Writer w = writers.get(c.stream());
        if (w == null) {
            getContext().getLog().warn("file server: chunk on unknown stream {} dropped", c.stream());
            return this;
        }
        MemoryImage image = images.get(w.image());
        try {
            PageCheck.admit("file server, image " + w.image(), image.seed(), image.pageSize(), image.pages(), c,
                    PageCheck.into(image));
            w.writer().tell(new PageTransferMessage.Credit(c.stream(), 1));
        } catch (MigrationIntegrityException e) {
            writers.remove(c.stream());
            w.writer().tell(new PageTransferMessage.Failed(w.image(), e.getMessage()));
        }
        return this;
    }

    private Behavior<PageTransferMessage> onFetch(PageTransferMessage.Fetch f) {
        ServedPages served = reader(f.image(), f.stream(), f.reader());
        if (served != null) {
            served.fetch(f.page());
        }
        return this;
    }

    private Behavior<PageTransferMessage> onPull(PageTransferMessage.Pull p) {
        ServedPages served = reader(p.image(), p.stream(), p.reader());
        if (served != null) {
            served.pull(p.window());
        }
        return this;
    }

    private ServedPages reader(String name, String stream, ActorRef<PageTransferMessage> reader) {
        MemoryImage image = images.get(name);
        if (image == null) {
            reader.tell(new PageTransferMessage.Failed(stream, "the file server has no image " + name));
            return null;
        }
        return readers.computeIfAbsent(stream, s -> new ServedPages(s, image.seed(), image.pages(), image.pageSize(),
                image::version, reader, settings));
    }

    private Behavior<PageTransferMessage> onCredit(PageTransferMessage.Credit c) {
        ServedPages served = readers.get(c.stream());
        if (served != null && served.credit(c.chunks())) {
            readers.remove(c.stream());
        }
        return this;
    }

    private Behavior<PageTransferMessage> onDeleteImage(PageTransferMessage.DeleteImage d) {
        images.remove(d.image());
        return this;
    }
}
