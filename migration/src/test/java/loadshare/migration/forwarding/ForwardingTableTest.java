package loadshare.migration.forwarding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ForwardingTableTest {

    @Test
    void messagesToTheOldHost_areForwardedByTheHome_withOneExtraHop() {
        ForwardingTable home = new ForwardingTable("h0", 0.001);
        home.place("task", "h1");
        assertFalse(home.deliver("task", "h1").forwarded());
        home.place("task", "h2"); // migrated
        ForwardingTable.Delivery d = home.deliver("task", "h1");
        assertTrue(d.forwarded());
        assertEquals("h2", d.host());
        assertEquals(0.001, d.extraDelay(), 1e-15);
        assertFalse(home.deliver("task", "h2").forwarded(), "a sender that learned the new location goes direct");
        home.deliver("task", "h1", 0.5); // held while the task was frozen
        assertEquals(2, home.forwarded());
        assertEquals(0.001 + 0.501, home.extraDelay(), 1e-12);
    }

    @Test
    void anUnknownTask_isAnError() {
        ForwardingTable home = new ForwardingTable("h0", 0);
        home.place("task", "h1");
        home.remove("task");
        assertThrows(IllegalArgumentException.class, () -> home.deliver("task", "h1"));
    }
}
