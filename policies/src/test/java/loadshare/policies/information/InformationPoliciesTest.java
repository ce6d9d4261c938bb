package loadshare.policies.information;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import loadshare.policies.testing.FakeNode;
import loadshare.protocol.CentralQueueMessage.CpuFree;
import loadshare.protocol.LoadDirectoryMessage.LoadReport;
import loadshare.protocol.LoadSharingMessage.LoadUpdate;
import org.junit.jupiter.api.Test;

/** When each information policy tells, and whom. */
class InformationPoliciesTest {

    @Test
    void stateChange_broadcastsToAllOthers_onlyWhenTheLoadMovedByDelta() {
        FakeNode node = new FakeNode(1, 4, 1);
        StateChangeInformation information = new StateChangeInformation(2);
        information.onLoadChange(node, 1);
        assertTrue(node.sent().isEmpty(), "changed by 1 < delta");
        information.onLoadChange(node, 2);
        assertEquals(List.of(0, 2, 3), node.sentTo(), "N - 1 updates, none to itself");
        assertEquals(2.0, node.sent(LoadUpdate.class).get(0).load());
        information.onLoadChange(node, 3);
        assertEquals(3, node.sent().size(), "measured from the last broadcast, not from zero");
    }

    @Test
    void periodic_firstBroadcastWithinOnePeriod_thenEveryPeriod() {
        FakeNode node = new FakeNode(0, 3, 1);
        PeriodicInformation information = new PeriodicInformation(5);
        information.onStart(node, 0);
        double first = node.timers().get(PeriodicInformation.TIMER);
        assertTrue(first >= 0 && first < 5);
        assertFalse(information.onTimer(42, node, 1), "not its timer");
        assertTrue(information.onTimer(PeriodicInformation.TIMER, node, 1));
        assertEquals(List.of(1, 2), node.sentTo());
        assertEquals(5.0, node.timers().get(PeriodicInformation.TIMER));
    }

    @Test
    void centralized_reportsToTheCoordinatorOnly() {
        FakeNode node = new FakeNode(0, 3, 1).withCoordinator(3);
        new CentralizedInformation(1).onLoadChange(node, 1);
        assertEquals(List.of(3), node.sentTo());
        assertEquals(List.of(new LoadReport(1)), node.sent(LoadReport.class));
    }

    @Test
    void demandDriven_tellsNobody() {
        FakeNode node = new FakeNode(0, 3, 1);
        DemandDriven information = new DemandDriven();
        information.onStart(node, 0);
        information.onLoadChange(node, 5);
        assertTrue(node.sent().isEmpty());
    }

    @Test
    void loadTable_keepsTheAverageOfWhatIsKnown_andCountsLowerLoads() {
        LoadTable table = new LoadTable(3);
        assertEquals(0, table.average());
        table.update(0, 2, 1);
        table.update(1, 4, 2);
        table.update(0, 6, 3);
        assertEquals(5, table.average());
        assertEquals(3.0, table.heardAt(0));
        assertEquals(1, table.countBelow(5), "node 2 is unknown and not counted");
    }

    @Test
    void rejoining_offersEachCpuNoJobHolds_andReportsTheLoadWhateverWasToldLast() {
        FakeNode node = new FakeNode(0, 4, 3, 1).holding(1);
        new CentralizedFreeCpuReports().onRejoin(node, node.load());
        assertEquals(2, node.sent(CpuFree.class).size(), "3 CPUs, one job: two offers");
        CentralizedInformation reports = new CentralizedInformation(1);
        reports.onLoadChange(node, 1);
        reports.onRejoin(node, 1);
        assertEquals(List.of(new LoadReport(1), new LoadReport(1)), node.sent(LoadReport.class),
                "the directory forgot it: told again though unchanged");
    }
}
